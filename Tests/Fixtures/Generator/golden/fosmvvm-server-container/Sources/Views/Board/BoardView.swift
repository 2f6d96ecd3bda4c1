import FOSMVVM
import SwiftUI
import ViewModels

public struct BoardView: ViewModelView {
    @Environment(AppState.self) private var appState

    private let viewModel: BoardViewModel

    public var body: some View {
        VStack {
            Text(viewModel.title)
            Text(viewModel.name)
            ColumnView.bind(
                appState: .init()
            )
            CardView.bind(
                appState: .init()
            )
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

#Preview("With Data") {
    BoardView.previewHost(
        bundle: ViewModelsResourceAccess.localizationBundle,
        viewModel: .stub(name: "Preview Name")
    )
}
#endif
