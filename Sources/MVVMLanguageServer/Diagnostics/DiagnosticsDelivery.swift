import LanguageServerProtocol
import MVVMAnalyzerCore

/// How diagnostics reach the client, and what was last pushed to it.
final class DiagnosticsDelivery: Sendable {
    enum Mode: Sendable {
        /// The server sends `textDocument/publishDiagnostics`.
        case push
        /// The client asks with `textDocument/diagnostic`; `refresh` says whether the server may
        /// ask it to pull again (`workspace/diagnostic/refresh`).
        case pull(refresh: Bool)
    }

    private struct State {
        var mode: Mode = .push
        /// The workspace generation of the diagnostics last pushed, per document.
        var pushedGenerations: [DocumentURI: UInt64] = [:]
        /// Configuration files (not open in the editor) whose error diagnostic was pushed.
        var configurationURIsWithErrors: Set<DocumentURI> = []
        /// Until when each open document's first diagnostics may wait for indexing to end.
        var gracePeriodEnds: [DocumentURI: ContinuousClock.Instant] = [:]
    }

    private let state = Locked(State())

    var mode: Mode {
        get { state.withLock { $0.mode } }
        set { state.withLock { $0.mode = newValue } }
    }

    /// Calls `send` unless newer diagnostics were already pushed for `uri`. Runs `send` under the
    /// lock, so pushes for one document leave in generation order.
    func pushIfNewer(uri: DocumentURI, generation: UInt64, _ send: () -> Void) {
        state.withLock { state in
            if let pushed = state.pushedGenerations[uri], pushed > generation { return }
            state.pushedGenerations[uri] = generation
            send()
        }
    }

    /// When the grace period of `uri`'s first diagnostics ends: `gracePeriod` after the first
    /// time this is asked for the open document.
    func gracePeriodEnd(of uri: DocumentURI, gracePeriod: Duration) -> ContinuousClock.Instant {
        state.withLock { state in
            if let end = state.gracePeriodEnds[uri] { return end }
            let end = ContinuousClock.now + gracePeriod
            state.gracePeriodEnds[uri] = end
            return end
        }
    }

    /// Records which configuration files have errors now; returns those whose errors are gone.
    func replaceConfigurationURIsWithErrors(_ uris: Set<DocumentURI>) -> Set<DocumentURI> {
        state.withLock { state in
            defer { state.configurationURIsWithErrors = uris }
            return state.configurationURIsWithErrors.subtracting(uris)
        }
    }

    /// Forgets a closed document; its empty diagnostics are pushed through `send`.
    func clear(uri: DocumentURI, _ send: () -> Void) {
        state.withLock { state in
            state.pushedGenerations[uri] = nil
            state.gracePeriodEnds[uri] = nil
            send()
        }
    }
}
