import SnapshotTesting
import SwiftUI
import Testing
@testable import Character

@MainActor
struct CharacterListViewSnapshotTests {
    @Test func loaded() {
        let view = CharacterListView(viewModel: CharacterListViewModelStub(state: .loaded([.stub()])))
        assertSnapshot(of: UIHostingController(rootView: view), as: .image)
    }

    @Test func empty() {
        let view = CharacterListView(viewModel: CharacterListViewModelStub(state: .empty))
        assertSnapshot(of: UIHostingController(rootView: view), as: .image)
    }
}

@Observable
final class CharacterListViewModelStub: CharacterListViewModelContract {
    var state: CharacterListViewState

    init(state: CharacterListViewState) {
        self.state = state
    }

    func didAppear() async {}
    func didTapOnRetryButton() async {}
    func didSelect(_ character: Character) {}
}
