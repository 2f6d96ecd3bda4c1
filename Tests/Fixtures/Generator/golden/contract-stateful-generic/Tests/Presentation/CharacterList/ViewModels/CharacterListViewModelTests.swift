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
}
