import Testing
@testable import Character

@MainActor
struct CharacterListViewModelTests {
    @Test func didAppearLoadsCharacters() async {
        let sut = CharacterListViewModel(getCharactersUseCase: GetCharactersUseCaseMock(result: [.stub()]), router: RouterSpy())
        await sut.didAppear()
        guard case .loaded(let characters) = sut.state else {
            Issue.record("expected loaded, got \(sut.state)")
            return
        }
        #expect(characters.count == 1)
    }

    @Test func didAppearWithNoCharactersIsEmpty() async {
        let sut = CharacterListViewModel(getCharactersUseCase: GetCharactersUseCaseMock(result: []), router: RouterSpy())
        await sut.didAppear()
        guard case .empty = sut.state else {
            Issue.record("expected empty")
            return
        }
    }
}
