import FOSMVVM
import SwiftUI
import ViewModels

public struct TaskBoardView: ViewModelView {
    private let viewModel: TaskBoardViewModel

    public var body: some View {
        VStack {
            Text(viewModel.title)
            Text(viewModel.name)
            switch viewModel.state {
            case .loading:
                ProgressView()
            case .ready:
                childViews
            }
        }
    }

    @ViewBuilder private var childViews: some View {
        SummaryView(viewModel: viewModel.summary)
        ForEach(viewModel.taskRows) { taskRow in
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

#Preview("With Data") {
    TaskBoardView.previewHost(
        bundle: ViewModelsResourceAccess.localizationBundle,
        viewModel: .stub(name: "Preview Name")
    )
}
#endif
