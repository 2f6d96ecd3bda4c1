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
    func didAppearFinishesLoading() async {
        let sut = CharacterListViewModel()

        await sut.didAppear()

        if case .loading = sut.state {
            Issue.record("expected a final state, got .loading")
        }
    }

    @Test
    func didAppearKeepsTheStateItWasBuiltWith() async {
        let sut = CharacterListViewModel(state: .empty)

        await sut.didAppear()

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
