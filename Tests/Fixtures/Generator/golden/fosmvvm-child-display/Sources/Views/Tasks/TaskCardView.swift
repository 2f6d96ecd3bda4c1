import FOSMVVM
import SwiftUI
import ViewModels

public struct TaskCardView: ViewModelView {
    private let viewModel: TaskCardViewModel

    public var body: some View {
        VStack {
            Text(viewModel.title)
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
    .environment(AppState())
}
#endif
