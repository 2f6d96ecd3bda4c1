import Foundation
import Observation

@MainActor
@Observable
final class CharacterListViewModel: CharacterListViewModelContract {
    private(set) var state: CharacterListViewState

    init(state: CharacterListViewState = .idle) {
        self.state = state
    }

    func didAppear() async {
        await load()
    }

    func didTapOnRetryButton() async {
        await load()
    }

    private func load() async {
        state = .loading
        // Fetch the content (e.g. through a use case), then publish `.loaded`, `.empty` or `.error`.
        state = .empty
    }
}
