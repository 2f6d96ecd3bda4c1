import Foundation

@MainActor
final class AboutViewModel: AboutViewModelContract {
    init() {}

    func didTapOnActionButton() {
        // Trigger the action here, e.g. navigate through a router.
    }
}
