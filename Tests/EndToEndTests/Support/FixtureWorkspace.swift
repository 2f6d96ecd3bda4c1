import Foundation

/// A copy of a fixture folder in a fresh temporary directory, so tests can edit files freely.
struct FixtureWorkspace {
    let root: URL

    /// `Tests/Fixtures/<name>`.
    static func source(of name: String) -> URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name)
    }

    /// `Tests/Fixtures/<name>`, copied.
    init(copying name: String) throws {
        let source = Self.source(of: name)
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("mvvm-lsp-tests-\(UUID().uuidString)")
            .appendingPathComponent(name)
        try FileManager.default.createDirectory(at: root.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: root)
    }

    /// A new workspace holding `files` (relative path → text).
    init(files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("mvvm-lsp-tests-\(UUID().uuidString)").appendingPathComponent("Workspace")
        for (path, text) in files { try write(path, text) }
    }

    var rootURI: String { root.absoluteString }

    /// Copies fixture `name` into the folder `relativePath` of this workspace.
    func embed(_ name: String, at relativePath: String) throws {
        try FileManager.default.createDirectory(at: url(relativePath).deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.source(of: name), to: url(relativePath))
    }

    func url(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }
    func uri(_ relativePath: String) -> String { url(relativePath).absoluteString }
    func read(_ relativePath: String) throws -> String { try String(contentsOf: url(relativePath), encoding: .utf8) }
    /// Writes a file, creating its folders.
    func write(_ relativePath: String, _ text: String) throws {
        try FileManager.default.createDirectory(at: url(relativePath).deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url(relativePath), atomically: true, encoding: .utf8)
    }
}

extension ServerProcess {
    /// Opens a file of the workspace with its text on disk; returns its URI.
    @discardableResult
    func open(_ relativePath: String, in workspace: FixtureWorkspace, version: Int = 1) throws -> String {
        let uri = workspace.uri(relativePath)
        notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": version,
                                                        "text": try workspace.read(relativePath)]])
        return uri
    }

    /// Waits for diagnostics of `uri` that satisfy `predicate`; returns them.
    func diagnostics(for uri: String, timeout: TimeInterval = 15,
                     where predicate: ([[String: Any]]) -> Bool) throws -> [[String: Any]] {
        let message = try waitForMessage("diagnostics for \(uri)", timeout: timeout) { message in
            guard message["method"] as? String == "textDocument/publishDiagnostics",
                  let params = message["params"] as? [String: Any], params["uri"] as? String == uri,
                  let diagnostics = params["diagnostics"] as? [[String: Any]] else { return false }
            return predicate(diagnostics)
        }
        return (message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
    }

    /// Waits for diagnostics published for `uri` at document `version`; returns them.
    func diagnostics(for uri: String, version: Int, timeout: TimeInterval = 15) throws -> [[String: Any]] {
        let message = try waitForMessage("diagnostics for \(uri) at version \(version)", timeout: timeout) { message in
            guard message["method"] as? String == "textDocument/publishDiagnostics",
                  let params = message["params"] as? [String: Any], params["uri"] as? String == uri else { return false }
            return params["version"] as? Int == version
        }
        return (message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
    }

    /// Every `publishDiagnostics` for `uri` received so far, in order.
    func publishedDiagnostics(for uri: String) -> [[String: Any]] {
        messages.compactMap { message in
            guard message["method"] as? String == "textDocument/publishDiagnostics",
                  let params = message["params"] as? [String: Any], params["uri"] as? String == uri else { return nil }
            return params
        }
    }
}

extension Array where Element == [String: Any] {
    /// The rule ids of these diagnostics, with their 1-based start lines, sorted.
    var ruleLines: [String] {
        map { diagnostic in
            let line = ((diagnostic["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int ?? -1
            return "\(diagnostic["code"] as? String ?? "?")@\(line + 1)"
        }.sorted()
    }
}
