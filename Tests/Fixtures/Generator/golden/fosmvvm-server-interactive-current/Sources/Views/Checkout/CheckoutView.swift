import FOSMVVM
import SwiftUI
import ViewModels

public struct CheckoutView: ViewModelView {
    @State private var error: Error?

    private let viewModel: CheckoutViewModel
    private let operations: any CheckoutViewModelOperations

    #if DEBUG
    @State private var repaintToggle = false
    #endif

    public var body: some View {
        VStack {
            Text(viewModel.title)
            Text(viewModel.name)
            Button(viewModel.performActionButtonLabel, error: $error, action: performAction)
        }
        .alert(
            error: $error,
            title: viewModel.errorTitle,
            message: viewModel.errorMessage,
            dismissButtonLabel: viewModel.dismissButtonLabel
        )
        #if DEBUG
        .testDataTransporter(viewModelOps: operations, repaintToggle: $repaintToggle)
        #endif
    }

    public init(viewModel: CheckoutViewModel) {
        self.viewModel = viewModel
        self.operations = viewModel.operations
    }

    private func performAction() async throws {
        defer { toggleRepaint() }
        try await operations.performAction()
    }

    private func toggleRepaint() {
        #if DEBUG
        repaintToggle.toggle()
        #endif
    }
}

#if DEBUG
#Preview {
    CheckoutView.previewHost(
        bundle: ViewModelsResourceAccess.localizationBundle
    )
}

#Preview("With Data") {
    CheckoutView.previewHost(
        bundle: ViewModelsResourceAccess.localizationBundle,
        viewModel: .stub(name: "Preview Name")
    )
}
#endif
