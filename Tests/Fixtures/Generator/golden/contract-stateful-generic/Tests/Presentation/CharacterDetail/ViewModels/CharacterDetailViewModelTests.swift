import Testing
@testable import Characters

@MainActor
struct CharacterDetailViewModelTests {
    @Test
    func startsIdle() {
        let sut = CharacterDetailViewModel()

        guard case .idle = sut.state else {
            Issue.record("expected .idle, got \(sut.state)")
            return
        }
    }

    @Test
    func didAppearFinishesLoading() async {
        let sut = CharacterDetailViewModel()

        await sut.didAppear()

        if case .loading = sut.state {
            Issue.record("expected a final state, got .loading")
        }
    }

    @Test
    func didAppearKeepsTheStateItWasBuiltWith() async {
        let sut = CharacterDetailViewModel(state: .empty)

        await sut.didAppear()

        guard case .empty = sut.state else {
            Issue.record("expected .empty, got \(sut.state)")
            return
        }
    }
}
