import SnapshotTesting
import SwiftUI
import Testing
@testable import About

@MainActor
struct AboutViewSnapshotTests {
    @Test
    func initial() {
        let view = AboutView(viewModel: AboutViewModel())

        assertSnapshot(of: view, as: .image)
    }
}
