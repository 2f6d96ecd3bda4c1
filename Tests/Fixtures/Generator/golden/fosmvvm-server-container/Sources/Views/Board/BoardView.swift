import FOSMVVM
import SwiftUI
import ViewModels

public struct BoardView: ViewModelView {
    private let viewModel: BoardViewModel

    public var body: some View {
        VStack {
            Text(viewModel.title)
            Text(viewModel.name)
            childViews
        }
    }

    @ViewBuilder private var childViews: some View {
        ColumnView(viewModel: viewModel.column)
        CardView(viewModel: viewModel.card)
    }

    public init(viewModel: BoardViewModel) {
        self.viewModel = viewModel
    }
}

#if DEBUG
#Preview {
    BoardView.previewHost(
        bundle: ViewModelsResourceAccess.localizationBundle
    )
}

#Preview("With Data") {
    BoardView.previewHost(
        bundle: ViewModelsResourceAccess.localizationBundle,
        viewModel: .stub(name: "Preview Name")
    )
}
#endif
