import FOSMVVM
import SwiftUI
import ViewModels

public struct TaskBoardView: ViewModelView {
    private let viewModel: TaskBoardViewModel

    public var body: some View {
        VStack {
            switch viewModel.state {
            case .loading:
                ProgressView()
            case .ready:
                childViews
            }
        }
    }

    @ViewBuilder private var childViews: some View {
        ForEach(viewModel.rows) { taskRow in
            TaskRowView(viewModel: taskRow)
        }
    }

    public init(viewModel: TaskBoardViewModel) {
        self.viewModel = viewModel
    }
}

#if DEBUG
#Preview {
    TaskBoardView.previewHost(
        bundle: ViewModelsResourceAccess.localizationBundle
    )
}
#endif
