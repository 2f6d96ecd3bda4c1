import FOSMVVM
import SwiftUI
import ViewModels

public struct CardView: ViewModelView {
    private let viewModel: CardViewModel

    public var body: some View {
        VStack {
            Text(viewModel.title)
            Text(viewModel.name)
        }
    }

    public init(viewModel: CardViewModel) {
        self.viewModel = viewModel
    }
}

#if DEBUG
#Preview {
    CardView.previewHost(
        bundle: ViewModelsResourceAccess.localizationBundle
    )
}

#Preview("With Data") {
    CardView.previewHost(
        bundle: ViewModelsResourceAccess.localizationBundle,
        viewModel: .stub(name: "Preview Name")
    )
}
#endif
