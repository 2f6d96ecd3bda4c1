import LanguageServerProtocol

/// Where the server is in the LSP lifecycle.
enum Lifecycle: Sendable {
    /// Before `initialize`: requests are refused with `ServerNotInitialized`.
    case uninitialized
    /// Serving.
    case running
    /// After `shutdown`: requests are refused with `InvalidRequest` until `exit`.
    case shutDown
}

/// What the server negotiated with its client.
struct ServerState: Sendable {
    var lifecycle: Lifecycle = .uninitialized
    var positionEncoding: PositionEncodingKind = .utf16
    var trace: TraceValue = .off
    var clientCapabilities = ClientCapabilities()
}
