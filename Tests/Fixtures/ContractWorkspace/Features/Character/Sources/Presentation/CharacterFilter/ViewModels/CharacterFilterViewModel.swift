import Core
import Observation

final class CharacterFilter {
    var status: String?
    var species: String?
}

@Observable
final class CharacterFilterViewModel: CharacterFilterViewModelContract {
    var filter: CharacterFilter

    var isAliveOnly: Bool {
        filter.status == "alive"
    }

    private let router: RouterContract

    init(filter: CharacterFilter, router: RouterContract) {
        self.filter = filter
        self.router = router
    }

    func didTapApply() {
        router.goBack()
    }
}
