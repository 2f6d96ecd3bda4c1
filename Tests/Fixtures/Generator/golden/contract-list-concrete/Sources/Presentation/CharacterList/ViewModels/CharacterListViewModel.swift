import Foundation
import Observation

@MainActor
@Observable
final class CharacterListViewModel: CharacterListViewModelContract {
    private(set) var state: CharacterListViewState

    /// A state other than `.idle` (previews, snapshot tests) is kept: `didAppear()`
    /// loads only from `.idle`.
    init(state: CharacterListViewState = .idle) {
        self.state = state
    }

    func didAppear() async {
        guard case .idle = state else { return }
        await fetchContent()
    }

    func didTapOnRetryButton() async {
        await fetchContent()
    }

    func didSelect(_ item: CharacterListItem) {
        // Show the item's screen here, e.g. through a router.
    }

    private func fetchContent() async {
        state = .loading
        // Fetch the content (e.g. through a use case), then publish `.loaded`, `.empty` or `.error`.
        state = .empty
    }
}
