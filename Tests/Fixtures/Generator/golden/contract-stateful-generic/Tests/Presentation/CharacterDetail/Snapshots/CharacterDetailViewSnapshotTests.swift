import SnapshotTesting
import SwiftUI
import Testing
@testable import Characters

@MainActor
struct CharacterDetailViewSnapshotTests {
    @Test
    func loading() {
        let view = CharacterDetailView(viewModel: CharacterDetailViewModel(state: .loading))

        assertSnapshot(of: view, as: .image)
    }

    @Test
    func empty() {
        let view = CharacterDetailView(viewModel: CharacterDetailViewModel(state: .empty))

        assertSnapshot(of: view, as: .image)
    }

    @Test
    func loaded() {
        let view = CharacterDetailView(viewModel: CharacterDetailViewModel(state: .loaded(CharacterDetailContent(name: "Sample Name"))))

        assertSnapshot(of: view, as: .image)
    }

    @Test
    func error() {
        let view = CharacterDetailView(viewModel: CharacterDetailViewModel(state: .error(SnapshotError.failed)))

        assertSnapshot(of: view, as: .image)
    }
}

private enum SnapshotError: Error {
    case failed
}
