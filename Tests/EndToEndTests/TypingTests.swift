import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

/// While the user types, the server reuses the findings of untouched members (`LintMemo`); after
/// every edit they must be what `mvvm-lsp check` (which reuses nothing) finds in the same text.
final class TypingTests: XCTestCase {
    private let file = "Sources/TaskViews/Tasks/TaskDetailView.swift"

    func testDiagnosticsWhileTypingMatchTheCommandLine() throws {
        let workspace = try TestWorkspace(copying: "FOSMVVMWorkspace")
        // The first publish of every version is the settled one however slow the machine: the
        // workspace's index always ends within the first diagnostics' wait.
        let server = try LSPTestClient(arguments: ["--test-hooks", "--log-level", "debug", "--index-wait", "20000"])
        try server.initialize(rootURI: workspace.rootURI)
        let uri = try server.open(file, in: workspace)
        var text = try workspace.read(file)
        let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
        // Lines above every member, inside members near the end, a syntax error typed and
        // removed, comments that move everything below them.
        let edits: [Edit] = [
            Edit(from: (1, 0), to: (1, 0), "// the detail screen\n"),
            Edit(from: (lineCount - 12, 0), to: (lineCount - 12, 0), "        // a note\n"),
            Edit(from: (lineCount - 11, 10), to: (lineCount - 11, 10), " more"),
            Edit(from: (20, 0), to: (20, 0), "    x = = \n"),
            Edit(from: (20, 0), to: (21, 0), ""),
            Edit(from: (1, 0), to: (2, 0), ""),
            Edit(from: (30, 0), to: (30, 0), "\n\n"),
        ]
        for (index, edit) in edits.enumerated() {
            let version = index + 2
            server.change(
                uri, version: version,
                [
                    TextDocumentContentChangeEvent(
                        range: LanguageServerProtocol.Range(
                            start: Position(line: edit.from.line, character: edit.from.character),
                            end: Position(line: edit.to.line, character: edit.to.character)), text: edit.text)
                ])
            text = edit.applied(to: text)
            let published = try server.diagnostics(for: uri, version: version)
            let state = try server.send(
                TestDocumentStateRequest.self, .init(textDocument: TextDocumentIdentifier(uri: uri)))
            XCTAssertEqual(state.text, text, "the server's text after edit \(index + 1)")
            try workspace.write(file, text)
            let check = try CommandRun(["check", "--format", "json", "--fail-on", "never", workspace.root.path])
            let expected = try XCTUnwrap(check.json?.objectValue)["diagnostics"]?.arrayValue ?? []
            let fromCheck = try expected.filter { $0["file"]?.stringValue?.hasSuffix(file) == true }.map { finding in
                "\(try XCTUnwrap(finding["rule"]?.stringValue))@\(try XCTUnwrap(finding["line"]?.intValue)):\(try XCTUnwrap(finding["column"]?.intValue))"
            }.sorted()
            let fromServer = try published.map { diagnostic in
                "\(try XCTUnwrap(diagnostic.code))@\(diagnostic.range.start.line + 1):\(diagnostic.range.start.character + 1)"
            }.sorted()
            XCTAssertEqual(fromServer, fromCheck, "after edit \(index + 1) \(edit)")
            XCTAssertFalse(fromServer.isEmpty)
        }
        try server.waitForStderr(containing: "reusing the findings of") // typing reused untouched declarations
    }

    /// A replacement of a range given in lines and characters (UTF-16; the fixture is ASCII).
    private struct Edit: CustomStringConvertible {
        let from: (line: Int, character: Int)
        let to: (line: Int, character: Int)
        let text: String

        init(from: (Int, Int), to: (Int, Int), _ text: String) {
            self.from = from
            self.to = to
            self.text = text
        }

        func applied(to original: String) -> String {
            let lines = original.split(separator: "\n", omittingEmptySubsequences: false)
            func offset(_ position: (line: Int, character: Int)) -> Int {
                lines.prefix(position.line).reduce(0) { $0 + $1.utf16.count + 1 } + position.character
            }
            var units = Array(original.utf16)
            units.replaceSubrange(offset(from)..<offset(to), with: Array(text.utf16))
            return String(decoding: units, as: UTF16.self)
        }

        var description: String { "\(from)–\(to) → \(text.debugDescription)" }
    }
}
