import SnapshotTesting
import SwiftUI
import Testing
@testable import Characters

@MainActor
struct CharacterListViewSnapshotTests {
    @Test
    func loading() {
        let view = CharacterListView(viewModel: CharacterListViewModel(state: .loading))

        assertSnapshot(of: view, as: .image)
    }

    @Test
    func empty() {
        let view = CharacterListView(viewModel: CharacterListViewModel(state: .empty))

        assertSnapshot(of: view, as: .image)
    }

    @Test
    func loaded() {
        let view = CharacterListView(viewModel: CharacterListViewModel(state: .loaded([CharacterListItem(id: 1, name: "Sample Name")])))

        assertSnapshot(of: view, as: .image)
    }

    @Test
    func error() {
        let view = CharacterListView(viewModel: CharacterListViewModel(state: .error(SnapshotError.failed)))

        assertSnapshot(of: view, as: .image)
    }
}

private enum SnapshotError: Error {
    case failed
}
