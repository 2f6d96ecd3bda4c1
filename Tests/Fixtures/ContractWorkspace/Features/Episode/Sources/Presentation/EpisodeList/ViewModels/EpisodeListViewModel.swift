import Core
import Observation

protocol GetEpisodesUseCaseContract {
    func execute() async throws -> [Episode]
}

@Observable
final class EpisodeListViewModel: EpisodeListViewModelContract {
    var state: EpisodeListViewState = .idle

    private let getEpisodesUseCase: GetEpisodesUseCaseContract
    private let router: RouterContract

    init(getEpisodesUseCase: GetEpisodesUseCaseContract, router: RouterContract) {
        self.getEpisodesUseCase = getEpisodesUseCase
        self.router = router
    }

    func didAppear() async {
        state = .loading
        do {
            let episodes = try await getEpisodesUseCase.execute()
            state = episodes.isEmpty ? .empty : .loaded(episodes)
        } catch {
            state = .error(error)
        }
    }

    func didSelect(_ episode: Episode) {}
}
