// API surface of FOSMVVM: async actions and error presentation, the part whose spelling
// differs between the `seeds` spelling (`-D FOSMVVM_SEEDS`) and FOSUtilities 0.13 (test support).
import SwiftUI

#if FOSMVVM_SEEDS
// FOSMVVM "Error Handling Pattern", "Async Task Pattern", "Common Modifiers".
extension Button {
    public init(errorBinding: Binding<Error?>, asyncAction: @escaping @MainActor () async -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: {}, label: label)
    }
}

extension View {
    public func alert(
        errorBinding: Binding<Error?>, title: some Localizable, message: some Localizable, dismissButtonLabel: some Localizable
    ) -> some View {
        self
    }

    public func task(errorBinding: Binding<Error?>, _ action: @escaping @MainActor () async throws -> Void) -> some View {
        self
    }

    public func onAsyncSubmit(_ action: @escaping @MainActor () async -> Void) -> some View {
        self
    }
}
#else
/// Re-entry refusal and running state of an async button (FOSUtilities 0.13).
public struct AsyncButtonActivity: Sendable {
    public enum Phase: Equatable, Sendable {
        case idle, running, cancelling
    }
    public private(set) var phase: Phase = .idle
    public var isRunning: Bool { phase != .idle }
    public init() {}
}

extension Button {
    public nonisolated init(
        activity: Binding<AsyncButtonActivity>? = nil, error: Binding<Error?>,
        action: @escaping @Sendable () async throws -> Void, @ViewBuilder label: () -> Label
    ) {
        fatalError()
    }

    public nonisolated init(
        role: ButtonRole?, activity: Binding<AsyncButtonActivity>? = nil, error: Binding<Error?>,
        action: @escaping @Sendable () async throws -> Void, @ViewBuilder label: () -> Label
    ) {
        fatalError()
    }
}

extension Button where Label == Text {
    public nonisolated init(
        _ localizable: some Localizable, defaultValue: String? = nil, activity: Binding<AsyncButtonActivity>? = nil,
        error: Binding<Error?>, action: @escaping @Sendable () async throws -> Void
    ) {
        fatalError()
    }

    public nonisolated init(
        _ localizable: some Localizable, defaultValue: String? = nil, role: ButtonRole?,
        activity: Binding<AsyncButtonActivity>? = nil, error: Binding<Error?>, action: @escaping @Sendable () async throws -> Void
    ) {
        fatalError()
    }
}

/// What the modifiers below apply; carries no behaviour here.
public struct ErrorPlumbingModifier: Sendable {}

extension View {
    public nonisolated func alert(
        error: Binding<Error?>, title: some Localizable, message: LocalizableString? = nil, dismissButtonLabel: some Localizable
    ) -> some View {
        ModifiedContent(content: self, modifier: ErrorPlumbingModifier())
    }

    public nonisolated func task(
        error: Binding<Error?>, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async throws -> Void
    ) -> some View {
        ModifiedContent(content: self, modifier: ErrorPlumbingModifier())
    }

    public nonisolated func task(
        id: some Equatable, error: Binding<Error?>, priority: TaskPriority = .userInitiated,
        _ action: @escaping @Sendable () async throws -> Void
    ) -> some View {
        ModifiedContent(content: self, modifier: ErrorPlumbingModifier())
    }
}
#endif
