import FOSMVVM
import SwiftUI
import ViewModels

public struct SettingsView: ViewModelView {
    @State private var error: Error?

    private let viewModel: SettingsViewModel
    private let operations: any SettingsViewModelOperations

    #if DEBUG
    @State private var repaintToggle = false
    #endif

    public var body: some View {
        VStack {
            Text(viewModel.title)
            Text(viewModel.name)
            Button(errorBinding: $error, asyncAction: performAction) {
                Text(viewModel.performActionButtonLabel)
            }
        }
        .alert(
            errorBinding: $error,
            title: viewModel.errorTitle,
            message: viewModel.errorMessage,
            dismissButtonLabel: viewModel.dismissButtonLabel
        )
        #if DEBUG
        .testDataTransporter(viewModelOps: operations, repaintToggle: $repaintToggle)
        #endif
    }

    public init(viewModel: SettingsViewModel) {
        self.viewModel = viewModel
        self.operations = viewModel.operations
    }

    private func performAction() async {
        do {
            try await operations.performAction()
        } catch {
            self.error = error
        }
        toggleRepaint()
    }

    private func toggleRepaint() {
        #if DEBUG
        repaintToggle.toggle()
        #endif
    }
}

#if DEBUG
#Preview {
    SettingsView.previewHost(
        bundle: ViewModelsResourceAccess.localizationBundle
    )
}

#Preview("With Data") {
    SettingsView.previewHost(
        bundle: ViewModelsResourceAccess.localizationBundle,
        viewModel: .stub(name: "Preview Name")
    )
}
#endif
