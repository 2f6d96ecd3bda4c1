import FOSMVVM
import SwiftUI
import ViewModels

public struct TaskCardView: ViewModelView {
    private let viewModel: TaskCardViewModel

    public var body: some View {
        VStack {
            Text(viewModel.title)
            Text(viewModel.createdAt)
            Text(viewModel.commentCount)
            Text(viewModel.summary)
        }
    }

    public init(viewModel: TaskCardViewModel) {
        self.viewModel = viewModel
    }
}

#if DEBUG
#Preview {
    TaskCardView.previewHost(
        bundle: ViewModelsResourceAccess.localizationBundle
    )
}

#Preview("With Data") {
    TaskCardView.previewHost(
        bundle: ViewModelsResourceAccess.localizationBundle,
        viewModel: .stub(createdAt: .distantPast, commentCount: 42, summary: "Preview Summary")
    )
}
#endif
