import Foundation
import LanguageServerProtocol
import TestSupport

/// Why a benchmark could not run.
struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
}

/// A running server on one workspace root, initialized like an editor would (UTF-8 positions,
/// push diagnostics, work-done progress), driven by the tests' typed client (`LSPTestClient`).
/// Waits take the message they find, so the next wait finds a later one; times are when the
/// message's bytes arrived.
struct ServerSession {
    let client: LSPTestClient
    let root: URL

    /// Starts `binary serve` and sends `initialize` (not `initialized`).
    init(binary: String, root: URL) throws {
        client = try LSPTestClient(binary: URL(fileURLWithPath: binary), arguments: ["serve", "--log-level", "error"])
        self.root = root
        let capabilities = try JSONDecoder().decode(
            ClientCapabilities.self,
            from: Data(
                """
                {"general": {"positionEncodings": ["utf-8"]}, "window": {"workDoneProgress": true},
                 "workspace": {"workspaceEdit": {"documentChanges": true, "resourceOperations": ["create", "rename"]}}}
                """.utf8))
        try client.send(
            InitializeRequest.self, InitializeParams(rootUri: root.absoluteString, capabilities: capabilities),
            timeout: 120)
    }

    /// Sends `initialized`; returns when it was sent.
    func initialized() -> ContinuousClock.Instant {
        let sent = ContinuousClock.now
        client.notify(InitializedNotification.self, EmptyParams())
        return sent
    }

    /// Waits for the end of the indexing progress; returns when it arrived.
    @discardableResult
    func waitForIndex(timeout: Double = 600) throws -> ContinuousClock.Instant {
        try client.take("the end of indexing", timeout: timeout, where: Self.isIndexingEnd).receivedAt
    }

    /// Whether the index has ended (without waiting).
    var indexHasEnded: Bool { (try? client.take("the end of indexing", timeout: 0, where: Self.isIndexingEnd)) != nil }

    func open(_ url: URL, text: String) {
        client.open(url.absoluteString, text: text)
    }

    /// Takes the next `publishDiagnostics` of `url` (at `version`, when given).
    func waitForDiagnostics(_ url: URL, version: Int? = nil, timeout: Double = 120)
        throws -> (diagnostics: [Diagnostic], receivedAt: ContinuousClock.Instant)
    {
        let uri = url.absoluteString
        let message = try client.take("diagnostics of \(url.lastPathComponent)", timeout: timeout) { message in
            guard message.method == PublishDiagnosticsNotification.method,
                let params = message.params(PublishDiagnosticsParams.self), params.uri == uri
            else { return false }
            return version == nil || params.version == version
        }
        return (message.params(PublishDiagnosticsParams.self)?.diagnostics ?? [], message.receivedAt)
    }

    /// Types one character at `line`:`column` of `url` (inserting it for an even `version`,
    /// deleting it again for an odd one) as `version`; returns milliseconds until that
    /// version's diagnostics arrive.
    func type(in url: URL, line: Int, column: Int, version: Int) throws -> Double {
        let inserts = version % 2 == 0
        let range = LanguageServerProtocol.Range(
            start: Position(line: line, character: column),
            end: Position(line: line, character: inserts ? column : column + 1))
        let sent = ContinuousClock.now
        client.notify(
            DidChangeTextDocumentNotification.self,
            DidChangeTextDocumentParams(
                textDocument: VersionedTextDocumentIdentifier(uri: url.absoluteString, version: version),
                contentChanges: [TextDocumentContentChangeEvent(range: range, text: inserts ? "x" : "")]))
        return (try waitForDiagnostics(url, version: version).receivedAt - sent).milliseconds
    }

    /// Milliseconds from sending `request` to its response's arrival (its decoding not counted).
    func roundTrip<Request: LSPRequest>(_ request: Request.Type, _ params: Request.Params) throws -> Double {
        let sent = ContinuousClock.now
        let id = client.sendRequest(request, params)
        return (try client.timedResponse(to: id, timeout: 120, describing: Request.method).receivedAt - sent)
            .milliseconds
    }

    /// `shutdown` and `exit`.
    func stop() {
        _ = try? client.shutDown(timeout: 30)
    }

    private static func isIndexingEnd(_ message: LSPTestClient.ServerMessage) -> Bool {
        message.method == ProgressNotification.method && message.params(ProgressParams.self)?.value.kind == "end"
    }
}
