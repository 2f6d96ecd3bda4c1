import Foundation
import LanguageServerProtocol
import TestSupport

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

extension LSPTestClient {
    /// Opens a file of the workspace with its text on disk; returns its URI.
    @discardableResult
    func open(_ relativePath: String, in workspace: FixtureWorkspace, version: Int = 1) throws -> DocumentURI {
        let uri = workspace.uri(relativePath)
        open(uri, text: try workspace.read(relativePath), version: version)
        return uri
    }

    /// Starts the built binary and leaves the server's requests to the test, which answers
    /// them itself (`reply(to:with:)`) or not at all.
    static func answeredByTest(arguments: [String] = ["--test-hooks", "--log-level", "debug"]) throws -> LSPTestClient {
        try LSPTestClient(arguments: arguments, answersServerRequests: false)
    }
}
