import Foundation
import LanguageServerProtocol

/// A real folder on disk for one test, removed (permissions restored first) when the workspace
/// is released: the one way tests write sources. It is made from files (relative path → text)
/// whose text may hold `1️⃣`, `2️⃣`, … markers, which are stripped when written and kept as
/// places (`position(_:in:)`, `range(_:_:in:)`; `marked(_:)` for byte offsets), and may start
/// as a copy of a fixture in `Tests/Fixtures`.
///
///     let workspace = try TestWorkspace(files: ["Sources/OrdersView.swift": "struct 1️⃣OrdersView: View {}"])
///     workspace.position("1️⃣", in: "Sources/OrdersView.swift")   // Position(line: 0, character: 7)
public final class TestWorkspace: @unchecked Sendable {
    /// The workspace folder (symbolic links resolved).
    public let root: URL
    // Written by the test's own thread only.
    private var marked: [String: MarkedText] = [:]

    /// `Tests/Fixtures/<name>`.
    public static func fixture(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name)
    }

    /// A new folder named `name`, holding `files` (markers stripped).
    public init(named name: String = "Workspace", files: [String: String] = [:]) throws {
        let top = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mvvm-lsp-test-workspace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: top, withIntermediateDirectories: true)
        root = top.resolvingSymlinksInPath().appendingPathComponent(name)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, text) }
    }

    /// A copy of `Tests/Fixtures/<fixture>` (named like it), with `files` written over it.
    public convenience init(copying fixture: String, files: [String: String] = [:]) throws {
        try self.init(named: fixture)
        try FileManager.default.removeItem(at: root)
        try FileManager.default.copyItem(at: Self.fixture(fixture), to: root)
        for (path, text) in files { try write(path, text) }
    }

    deinit {
        remove()
    }

    /// Removes the folder now (it is removed anyway when the workspace is released).
    public func remove() {
        let top = root.deletingLastPathComponent()
        if let enumerator = FileManager.default.enumerator(atPath: top.path) {
            for case let path as String in enumerator {
                try? FileManager.default.setAttributes(
                    [.posixPermissions: 0o755],
                    ofItemAtPath: top.appendingPathComponent(path).path)
            }
        }
        try? FileManager.default.removeItem(at: top)
    }

    /// The folder's path.
    public var path: String { root.path }
    /// The folder's `file://` URI.
    public var rootURI: String { root.absoluteString }

    public func url(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }
    public func path(_ relativePath: String) -> String { url(relativePath).path }
    public func uri(_ relativePath: String) -> String { url(relativePath).absoluteString }

    /// Writes a file in place (as an editor saves), creating its folders; markers in `text` are
    /// stripped and kept.
    public func write(_ relativePath: String, _ text: String) throws {
        let marked = MarkedText(text)
        self.marked[relativePath] = marked
        try FileManager.default.createDirectory(
            at: url(relativePath).deletingLastPathComponent(),
            withIntermediateDirectories: true)
        try Data(marked.text.utf8).write(to: url(relativePath))
    }

    public func read(_ relativePath: String) throws -> String {
        try String(contentsOf: url(relativePath), encoding: .utf8)
    }

    /// Copies fixture `name` into the folder `relativePath` of this workspace.
    public func embed(_ name: String, at relativePath: String) throws {
        try FileManager.default.createDirectory(
            at: url(relativePath).deletingLastPathComponent(),
            withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixture(name), to: url(relativePath))
    }

    /// Every file below the folder (relative paths), sorted.
    public var allFiles: [String] {
        (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).filter {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path($0), isDirectory: &isDirectory) && !isDirectory.boolValue
        }.sorted()
    }

    // MARK: Markers

    /// The text of `relativePath` as this workspace last wrote it, with its markers' places; a
    /// file it did not write is a mistake in the test.
    public func marked(_ relativePath: String) -> MarkedText {
        guard let marked = marked[relativePath] else {
            preconditionFailure("the workspace did not write \(relativePath)")
        }
        return marked
    }

    /// The LSP position (UTF-16 columns) of `marker` in `relativePath`.
    public func position(_ marker: String, in relativePath: String) -> Position {
        marked(relativePath)[marker]
    }
}

extension TestWorkspace {
    /// The range from marker `start` to marker `end` in `relativePath`.
    public func range(_ start: String, _ end: String, in relativePath: String) -> LanguageServerProtocol.Range {
        marked(relativePath).range(start, end)
    }
}

extension LSPTestClient {
    /// Opens a file of `workspace` with its text on disk; returns its URI.
    @discardableResult
    public func open(_ relativePath: String, in workspace: TestWorkspace, version: Int = 1) throws -> DocumentURI {
        let uri = workspace.uri(relativePath)
        open(uri, text: try workspace.read(relativePath), version: version)
        return uri
    }
}
