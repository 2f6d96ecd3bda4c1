import Core
import Observation

@Observable
final class CharacterListViewModel: CharacterListViewModelContract {
    private(set) var state: CharacterListViewState = .idle

    private let getCharactersUseCase: GetCharactersUseCaseContract
    private let router: RouterContract

    init(getCharactersUseCase: GetCharactersUseCaseContract, router: RouterContract) {
        self.getCharactersUseCase = getCharactersUseCase
        self.router = router
    }

    func didAppear() async {
        await load()
    }

    func didTapOnRetryButton() async {
        await load()
    }

    func didSelect(_ character: Character) {
        router.navigate(to: CharacterNavigation.detail(identifier: character.id))
    }

    private func load() async {
        state = .loading
        do {
            let characters = try await getCharactersUseCase.execute(page: 1)
            state = characters.isEmpty ? .empty : .loaded(characters)
        } catch {
            state = .error(error)
        }
    }
}
