import SwiftUI

// The `View` conformance of `QueueView` is in another file (`ExtensionElsewhere+Body.swift`).
struct QueueView {
    let viewModel: QueueViewModel
}

@Observable
final class QueueViewModel {
    var items: [String] = []
}
