import Core
import Observation

@Observable
class CharacterDetailViewModel: CharacterDetailViewModelContract {
    private(set) var state: CharacterDetailViewState = .idle

    private let identifier: Int
    private let getCharacterUseCase: GetCharacterUseCaseContract
    private let router: RouterContract

    init(identifier: Int, getCharacterUseCase: GetCharacterUseCaseContract, router: RouterContract) {
        self.identifier = identifier
        self.getCharacterUseCase = getCharacterUseCase
        self.router = router
    }

    func load() async {
        state = .loading
        do {
            state = .loaded(try await getCharacterUseCase.execute(identifier: identifier))
        } catch {
            state = .error(error)
        }
    }

    func didTapOnBackButton() {
        router.goBack()
    }
}
