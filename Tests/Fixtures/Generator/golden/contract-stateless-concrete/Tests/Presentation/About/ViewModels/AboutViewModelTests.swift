import Testing
@testable import About

@MainActor
struct AboutViewModelTests {
    @Test
    func didTapOnActionButton() {
        let sut = AboutViewModel()

        sut.didTapOnActionButton()
        // Assert what the action triggers, e.g. the destination a router mock recorded.
    }
}
