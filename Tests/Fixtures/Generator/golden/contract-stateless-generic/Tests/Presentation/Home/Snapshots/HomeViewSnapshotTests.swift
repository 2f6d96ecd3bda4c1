import SnapshotTesting
import SwiftUI
import Testing
@testable import Home

@MainActor
struct HomeViewSnapshotTests {
    @Test
    func initial() {
        let view = HomeView(viewModel: HomeViewModel())

        assertSnapshot(of: view, as: .image)
    }
}
