import Testing
@testable import Home

@MainActor
struct HomeViewModelTests {
    @Test
    func didTapOnActionButton() {
        let sut = HomeViewModel()

        sut.didTapOnActionButton()
        // Assert what the action triggers, e.g. the destination a router mock recorded.
    }
}
