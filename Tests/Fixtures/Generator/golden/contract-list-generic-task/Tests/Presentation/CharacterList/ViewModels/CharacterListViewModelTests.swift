import Testing
@testable import Characters

@MainActor
struct CharacterListViewModelTests {
    @Test
    func startsIdle() {
        let sut = CharacterListViewModel()

        guard case .idle = sut.state else {
            Issue.record("expected .idle, got \(sut.state)")
            return
        }
    }

    @Test
    func loadFinishesLoading() async {
        let sut = CharacterListViewModel()

        await sut.load()

        if case .loading = sut.state {
            Issue.record("expected a final state, got .loading")
        }
    }

    @Test
    func loadKeepsTheStateItWasBuiltWith() async {
        let sut = CharacterListViewModel(state: .empty)

        await sut.load()

        guard case .empty = sut.state else {
            Issue.record("expected .empty, got \(sut.state)")
            return
        }
    }

    @Test
    func didSelect() {
        let sut = CharacterListViewModel()

        sut.didSelect(CharacterListItem(id: 1, name: "Sample Name"))
        // Assert what selecting triggers, e.g. the destination a router mock recorded.
    }
}
