import SwiftUI

public extension View {
    /// Runs `action` the first time the view appears, not on every appearance.
    func onFirstAppear(_ action: @escaping @MainActor () async -> Void) -> some View {
        modifier(FirstAppearModifier(action: action))
    }
}

private struct FirstAppearModifier: ViewModifier {
    let action: @MainActor () async -> Void
    @State private var hasAppeared = false

    func body(content: Content) -> some View {
        content.task {
            guard !hasAppeared else { return }
            hasAppeared = true
            await action()
        }
    }
}
