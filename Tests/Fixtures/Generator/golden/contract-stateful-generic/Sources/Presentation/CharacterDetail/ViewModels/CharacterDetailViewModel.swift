import Foundation
import Observation

@MainActor
@Observable
final class CharacterDetailViewModel: CharacterDetailViewModelContract {
    private(set) var state: CharacterDetailViewState

    /// A state other than `.idle` (previews, snapshot tests) is kept: `didAppear()`
    /// loads only from `.idle`.
    init(state: CharacterDetailViewState = .idle) {
        self.state = state
    }

    func didAppear() async {
        guard case .idle = state else { return }
        await fetchContent()
    }

    func didTapOnRetryButton() async {
        await fetchContent()
    }

    private func fetchContent() async {
        state = .loading
        // Fetch the content (e.g. through a use case), then publish `.loaded`, `.empty` or `.error`.
        state = .empty
    }
}
