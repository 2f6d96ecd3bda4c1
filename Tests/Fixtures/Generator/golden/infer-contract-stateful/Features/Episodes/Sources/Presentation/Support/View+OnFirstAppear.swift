import SwiftUI

extension View {
    /// Runs `action` when the view appears for the first time, not when it appears again
    /// (back navigation, tab switches).
    func onFirstAppear(_ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        modifier(FirstAppearModifier(action: action))
    }
}

/// Remembers that its view appeared, so the action runs once.
private struct FirstAppearModifier: ViewModifier {
    let action: @MainActor @Sendable () async -> Void
    @State private var hasAppeared = false

    func body(content: Content) -> some View {
        content.task {
            guard !hasAppeared else { return }
            hasAppeared = true
            await action()
        }
    }
}
