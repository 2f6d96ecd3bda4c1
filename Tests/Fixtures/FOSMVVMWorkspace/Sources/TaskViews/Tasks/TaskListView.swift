import FOSMVVM
import SwiftUI
import TaskViewModels

/// The task board: a container binding one card view per task.
public struct TaskListView: ViewModelView {
    @State private var error: Error?
    private let viewModel: TaskListViewModel
    private let operations: any TaskListViewModelOperations

    #if DEBUG
    @State private var repaintToggle = false
    #endif

    public var body: some View {
        VStack {
            Text(viewModel.pageTitle)
            if viewModel.hasCards {
                ForEach(viewModel.cards) { card in
                    TaskCardView(viewModel: card)
                }
            } else {
                Text(viewModel.emptyStateMessage)
            }
            Button(action: createTask) {
                Image(systemName: "plus")
            }
        }
        .task(errorBinding: $error) {
            try await refresh()
        }
        #if DEBUG
        .testDataTransporter(viewModelOps: operations, repaintToggle: $repaintToggle)
        #endif
    }

    public init(viewModel: TaskListViewModel) {
        self.viewModel = viewModel
        self.operations = viewModel.operations
    }

    private func refresh() async throws {
        try await operations.refresh()
        toggleRepaint()
    }

    private func createTask() {
        operations.createTask()
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
        bundle: TaskViewModelsResourceAccess.localizationBundle
    )
}
#endif
