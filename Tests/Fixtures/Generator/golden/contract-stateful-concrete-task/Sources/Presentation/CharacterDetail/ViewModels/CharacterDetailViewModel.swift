import Foundation
import Observation

@MainActor
@Observable
final class CharacterDetailViewModel: CharacterDetailViewModelContract {
    private(set) var state: CharacterDetailViewState

    init(state: CharacterDetailViewState = .idle) {
        self.state = state
    }

    func didTapOnRetryButton() async {
        await load()
    }

    func load() async {
        state = .loading
        // Fetch the content (e.g. through a use case), then publish `.loaded`, `.empty` or `.error`.
        state = .empty
    }
}
