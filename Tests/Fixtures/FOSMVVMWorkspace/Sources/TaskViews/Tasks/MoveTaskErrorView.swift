import FOSMVVM
import SwiftUI
import TaskViewModels

/// The error shown when moving a task fails (display only).
public struct MoveTaskErrorView: ViewModelView {
    private let viewModel: MoveTaskErrorViewModel

    public var body: some View {
        VStack {
            Text(viewModel.message)
            Text(viewModel.errorCode)
        }
    }

    public init(viewModel: MoveTaskErrorViewModel) {
        self.viewModel = viewModel
    }
}

#if DEBUG
#Preview {
    MoveTaskErrorView.previewHost(
        bundle: TaskViewModelsResourceAccess.localizationBundle
    )
}
#endif
