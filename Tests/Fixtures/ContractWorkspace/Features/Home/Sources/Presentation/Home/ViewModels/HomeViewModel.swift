import Core

final class HomeViewModel: HomeViewModelContract {
    private let router: RouterContract

    init(router: RouterContract) {
        self.router = router
    }

    func didTapOnCharactersButton() {
        router.navigate(to: HomeNavigation.characters)
    }

    func didTapOnEpisodesButton() {
        router.navigate(to: HomeNavigation.episodes)
    }
}

enum HomeNavigation: Navigation {
    case characters
    case episodes
}
