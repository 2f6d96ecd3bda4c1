import FOSMVVM
import SwiftUI
import TaskViewModels

/// One task on the board (display only).
public struct TaskCardView: ViewModelView {
    private let viewModel: TaskCardViewModel

    public var body: some View {
        VStack(alignment: .leading) {
            Text(viewModel.title)
            Text(viewModel.createdAt)
            Text(viewModel.commentCount)
            Label(viewModel.openLabel, systemImage: "chevron.right")
        }
    }

    public init(viewModel: TaskCardViewModel) {
        self.viewModel = viewModel
    }
}

#if DEBUG
#Preview {
    TaskCardView.previewHost(
        bundle: TaskViewModelsResourceAccess.localizationBundle
    )
}
#endif
