import FOSMVVM
import SwiftUI
import ViewModels

public struct BoardView: ViewModelView {
    @Environment(AppState.self) private var appState

    private let viewModel: BoardViewModel

    public var body: some View {
        VStack {
            Text(viewModel.title)
            BoardHeaderView.bind(
                appState: .init()
            )
            ColumnView.bind(
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
#endif
