import FOSMVVM
import SwiftUI
import TaskViewModels

/// The task board (display only; it refreshes itself while shown).
public struct BoardView: ViewModelView {
    private let viewModel: BoardViewModel

    public var body: some View {
        VStack(alignment: .leading) {
            Text(viewModel.title)
            Text(viewModel.columnCount)
        }
    }

    public init(viewModel: BoardViewModel) {
        self.viewModel = viewModel
    }
}

#if DEBUG
#Preview {
    BoardView.previewHost(
        bundle: TaskViewModelsResourceAccess.localizationBundle
    )
}
#endif
