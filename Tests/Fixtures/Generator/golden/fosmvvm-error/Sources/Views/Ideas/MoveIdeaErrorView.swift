import FOSMVVM
import SwiftUI
import ViewModels

public struct MoveIdeaErrorView: ViewModelView {
    private let viewModel: MoveIdeaErrorViewModel

    public var body: some View {
        VStack {
            Text(viewModel.title)
            Text(viewModel.message)
        }
    }

    public init(viewModel: MoveIdeaErrorViewModel) {
        self.viewModel = viewModel
    }
}

#if DEBUG
#Preview {
    MoveIdeaErrorView.previewHost(
        bundle: ViewModelsResourceAccess.localizationBundle
    )
}
#endif
