import FOSMVVM
import SwiftUI
import AppViewModels

public struct TaskListView: ViewModelView {
    @State private var error: Error?

    private let viewModel: TaskListViewModel
    private let operations: any TaskListViewModelOperations

    #if DEBUG
    @State private var repaintToggle = false
    #endif

    public var body: some View {
        VStack {
            Text(viewModel.title)
            Text(viewModel.subtitle)
            Text(viewModel.summary)
            Button(errorBinding: $error, asyncAction: refresh) {
                Text(viewModel.refreshButtonLabel)
            }
            Button(action: clearSelection) {
                Text(viewModel.clearSelectionButtonLabel)
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

    public init(viewModel: TaskListViewModel) {
        self.viewModel = viewModel
        self.operations = viewModel.operations
    }

    private func refresh() async {
        do {
            try await operations.refresh()
        } catch {
            self.error = error
        }
        toggleRepaint()
    }

    private func clearSelection() {
        operations.clearSelection()
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
    TaskListView.previewHost(
        bundle: AppViewModelsResourceAccess.localizationBundle
    )
}
#endif
