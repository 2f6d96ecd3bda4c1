import FOSMVVM
import SwiftUI
import ViewModels

public struct BoardView: ViewModelView {
    private let viewModel: BoardViewModel

    public var body: some View {
        VStack {
            Text(viewModel.title)
            childViews
        }
    }

    @ViewBuilder private var childViews: some View {
        ForEach(viewModel.columns) { column in
            ColumnView(viewModel: column)
        }
        if let boardHeader = viewModel.header {
            BoardHeaderView(viewModel: boardHeader)
        }
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
#endif
