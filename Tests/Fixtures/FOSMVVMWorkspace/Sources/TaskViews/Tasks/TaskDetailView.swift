import FOSMVVM
import SwiftUI
import TaskViewModels

/// A task with its actions.
public struct TaskDetailView: ViewModelView {
    @State private var error: Error?
    private let viewModel: TaskDetailViewModel
    private let operations: any TaskDetailViewModelOperations

    #if DEBUG
    @State private var repaintToggle = false
    #endif

    public var body: some View {
        VStack {
            Text(viewModel.title)
            Button(action: { Task { try await complete() } }) {
                Text(viewModel.completeButtonLabel)
            }
            Button(role: .destructive, action: delete) {
                Text(viewModel.deleteButtonLabel)
            }
        }
        .navigationTitle(try! viewModel.title.localizedString)
        #if DEBUG
        .testDataTransporter(viewModelOps: operations, repaintToggle: $repaintToggle)
        #endif
    }

    public init(viewModel: TaskDetailViewModel) {
        self.viewModel = viewModel
        self.operations = viewModel.operations
    }

    private func complete() async throws {
        do {
            try await operations.complete()
        } catch {
            self.error = error
            toggleRepaint()
        }
    }

    private func delete() {
        viewModel.operations.delete()
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
    TaskDetailView.previewHost(
        bundle: TaskViewModelsResourceAccess.localizationBundle
    )
}
#endif
