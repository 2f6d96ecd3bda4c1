import Foundation

/// A running server on one workspace root, initialized like an editor would (UTF-8 positions,
/// push diagnostics, work-done progress).
struct ServerSession {
    let client: LSPClient
    let root: URL

    /// Starts the server and sends `initialize` (not `initialized`).
    init(binary: String, root: URL) throws {
        client = try LSPClient(binary: binary)
        self.root = root
        let capabilities: [String: Any] = [
            "general": ["positionEncodings": ["utf-8"]],
            "window": ["workDoneProgress": true],
            "workspace": ["workspaceEdit": ["documentChanges": true, "resourceOperations": ["create", "rename"]]],
        ]
        _ = try client.call("initialize", [
            "processId": NSNull(), "rootUri": root.absoluteString, "capabilities": capabilities,
        ] as [String: Any])
    }

    /// Sends `initialized`; returns when it was sent.
    func initialized() -> ContinuousClock.Instant {
        let sent = ContinuousClock.now
        client.notify("initialized", [String: Any]())
        return sent
    }

    /// Waits for the end of the indexing progress.
    func waitForIndex(timeout: Double = 600) throws -> ReceivedMessage {
        try client.inbox.wait(timeout: timeout, what: "the end of indexing") { message in
            guard message["method"] as? String == "$/progress",
                  let value = (message["params"] as? [String: Any])?["value"] as? [String: Any] else { return false }
            return value["kind"] as? String == "end"
        }
    }

    func open(_ url: URL, text: String) {
        client.notify("textDocument/didOpen", ["textDocument": [
            "uri": url.absoluteString, "languageId": "swift", "version": 1, "text": text,
        ] as [String: Any]])
    }

    /// Waits for `publishDiagnostics` of `url` (at `version`, when given).
    func waitForDiagnostics(_ url: URL, version: Int? = nil, timeout: Double = 120) throws -> ReceivedMessage {
        let uri = url.absoluteString
        return try client.inbox.wait(timeout: timeout, what: "diagnostics of \(url.lastPathComponent)") { message in
            guard message["method"] as? String == "textDocument/publishDiagnostics",
                  let params = message["params"] as? [String: Any], params["uri"] as? String == uri else { return false }
            return version == nil || params["version"] as? Int == version
        }
    }

    /// Types one character at `line`:`column` of `url` (inserting it for an even `version`,
    /// deleting it again for an odd one) as `version`; returns milliseconds until that
    /// version's diagnostics arrive.
    func type(in url: URL, line: Int, column: Int, version: Int) throws -> Double {
        let inserts = version % 2 == 0
        let change: [String: Any] = [
            "range": ["start": ["line": line, "character": column],
                      "end": ["line": line, "character": inserts ? column : column + 1]],
            "text": inserts ? "x" : "",
        ]
        let sent = ContinuousClock.now
        client.notify("textDocument/didChange", [
            "textDocument": ["uri": url.absoluteString, "version": version] as [String: Any],
            "contentChanges": [change],
        ] as [String: Any])
        return (try waitForDiagnostics(url, version: version).time - sent).milliseconds
    }
}


/// A fresh temporary folder, removed by `remove()`.
struct TemporaryFolder {
    let url: URL

    init(_ name: String) throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("mvvm-lsp-bench-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
