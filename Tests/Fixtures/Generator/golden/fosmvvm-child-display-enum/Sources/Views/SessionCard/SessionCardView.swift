import FOSMVVM
import SwiftUI
import ViewModels

public struct SessionCardView: ViewModelView {
    private let viewModel: SessionCardViewModel

    public var body: some View {
        VStack {
            Text(viewModel.title)
            Text(viewModel.stateDisplay)
        }
    }

    public init(viewModel: SessionCardViewModel) {
        self.viewModel = viewModel
    }
}

#if DEBUG
#Preview {
    SessionCardView.previewHost(
        bundle: ViewModelsResourceAccess.localizationBundle
    )
}

#Preview("With Data") {
    SessionCardView.previewHost(
        bundle: ViewModelsResourceAccess.localizationBundle,
        viewModel: .stub(state: .completed)
    )
}
#endif
