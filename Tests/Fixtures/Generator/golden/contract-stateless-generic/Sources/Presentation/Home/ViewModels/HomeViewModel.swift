import Foundation

@MainActor
final class HomeViewModel: HomeViewModelContract {
    init() {}

    func didTapOnActionButton() {
        // Trigger the action here, e.g. navigate through a router.
    }
}
