import FOSMVVM
import SwiftUI
import ViewModels

public struct CreateIdeaErrorView: ViewModelView {
    private let viewModel: CreateIdeaErrorViewModel

    public var body: some View {
        VStack {
            Text(viewModel.title)
        }
    }

    public init(viewModel: CreateIdeaErrorViewModel) {
        self.viewModel = viewModel
    }
}

#if DEBUG
#Preview {
    CreateIdeaErrorView.previewHost(
        bundle: ViewModelsResourceAccess.localizationBundle
    )
}
#endif
