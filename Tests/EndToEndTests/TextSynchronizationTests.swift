import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

/// didOpen / didChange / didClose through the real binary, with non-ASCII text.
final class TextSynchronizationTests: XCTestCase {
    private let uri = "file:///w/ProfileView.swift"

    private func edit(_ line: Int, _ start: Int, _ end: Int, _ text: String) -> TextDocumentContentChangeEvent {
        TextDocumentContentChangeEvent(range: LanguageServerProtocol.Range(start: Position(line: line, character: start),
                                                                           end: Position(line: line, character: end)),
                                       text: text)
    }

    private func state(_ server: LSPTestClient) throws -> TestDocumentStateRequest.Response {
        try server.send(TestDocumentStateRequest.self, .init(textDocument: TextDocumentIdentifier(uri: uri)))
    }

    func testIncrementalEditsInUTF16AfterEmojiAndCJK() throws {
        let server = try LSPTestClient()
        try server.initialize()
        server.open(uri, text: "Text(\"🚀 日本\")\nlet x = 1\n")
        // Column 10 (UTF-16) is after `Text("🚀 日` — the rocket counts two units.
        server.change(uri, version: 2, [edit(0, 10, 11, "語")])
        server.change(uri, version: 3, [edit(1, 4, 5, "why"), edit(1, 0, 0, "// é\n")])
        let state = try state(server)
        XCTAssertEqual(state.version, 3)
        XCTAssertEqual(state.text, "Text(\"🚀 日語\")\n// é\nlet why = 1\n")
    }

    func testIncrementalEditsInNegotiatedUTF8() throws {
        let server = try LSPTestClient()
        try server.initialize(capabilities: .json(["general": ["positionEncodings": ["utf-8"]]]))
        server.open(uri, text: "let é = 1\n")
        // In UTF-8, `let é` ends at byte column 6.
        server.change(uri, version: 2, [edit(0, 4, 6, "e")])
        XCTAssertEqual(try state(server).text, "let e = 1\n")
    }

    func testFullChangeAndClose() throws {
        let server = try LSPTestClient()
        try server.initialize()
        server.open(uri, text: "old")
        server.change(uri, version: 5, [TextDocumentContentChangeEvent(text: "new text")])
        XCTAssertEqual(try state(server).version, 5)
        XCTAssertEqual(try state(server).text, "new text")
        server.notify(DidCloseTextDocumentNotification.self, DidCloseTextDocumentParams(textDocument: TextDocumentIdentifier(uri: uri)))
        let closed = try server.sendExpectingError(TestDocumentStateRequest.self, .init(textDocument: TextDocumentIdentifier(uri: uri)))
        XCTAssertEqual(closed.code, -32602)
    }

    func testOutOfRangeEditIsClampedAndServerGoesOn() throws {
        let server = try LSPTestClient()
        try server.initialize()
        server.open(uri, text: "ab\ncd")
        server.change(uri, version: 2, [edit(7, 40, 90, "!")])
        XCTAssertEqual(try state(server).text, "ab\ncd!")
    }

    func testRequestSeesEveryEditSentBeforeIt() throws {
        let server = try LSPTestClient()
        try server.initialize()
        server.open(uri, text: "")
        for version in 2...60 {
            server.change(uri, version: version, [edit(0, version - 2, version - 2, "x")])
        }
        let state = try state(server)
        XCTAssertEqual(state.version, 60)
        XCTAssertEqual(state.text, String(repeating: "x", count: 59))
    }

    func testChangeForUnopenedDocumentIsIgnoredWithAWarning() throws {
        let server = try LSPTestClient()
        try server.initialize()
        server.change(uri, version: 2, [TextDocumentContentChangeEvent(text: "x")])
        try server.send(TestSleepRequest.self, .init(milliseconds: 1))
        XCTAssertTrue(server.stderr.contains("is not open; change ignored"), server.stderr)
    }
}
