import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

/// didOpen / didChange / didClose through the real binary, with non-ASCII text.
class TextSynchronizationTests: ServerTestCase {
    private let uri = "file:///w/ProfileView.swift"

    private func edit(_ range: LanguageServerProtocol.Range, _ text: String) -> TextDocumentContentChangeEvent {
        TextDocumentContentChangeEvent(replacing: range, with: text)
    }

    private func state(_ server: LSPTestClient) throws -> TestDocumentStateRequest.Response {
        try server.send(TestDocumentStateRequest.self, .init(textDocument: TextDocumentIdentifier(uri: uri)))
    }

    func testIncrementalEditsInUTF16AfterEmojiAndCJK() throws {
        let server = try startServer()
        try server.initialize()
        let marked = MarkedText("Text(\"🚀 日1️⃣本2️⃣\")\n3️⃣let 4️⃣x5️⃣ = 1\n")
        server.open(uri, text: marked.text)
        XCTAssertEqual(marked["1️⃣"].character, 10, "after `Text(\"🚀 日`: the rocket counts two UTF-16 units")
        server.change(uri, version: 2, [edit(marked.range("1️⃣", "2️⃣"), "語")])
        server.change(uri, version: 3, [edit(marked.range("4️⃣", "5️⃣"), "why"), edit(marked.range("3️⃣", "3️⃣"), "// é\n")])
        let state = try state(server)
        XCTAssertEqual(state.version, 3)
        XCTAssertEqual(state.text, "Text(\"🚀 日語\")\n// é\nlet why = 1\n")
    }

    func testIncrementalEditsInNegotiatedUTF8() throws {
        let server = try startServer()
        try server.initialize(capabilities: .json(["general": ["positionEncodings": ["utf-8"]]]))
        let marked = MarkedText("let 1️⃣é2️⃣ = 1\n")
        server.open(uri, text: marked.text)
        XCTAssertEqual(marked.utf8Position("2️⃣").character, 6, "in UTF-8, `let é` ends at byte column 6")
        server.change(
            uri, version: 2,
            [edit(LanguageServerProtocol.Range(start: marked.utf8Position("1️⃣"), end: marked.utf8Position("2️⃣")), "e")])
        XCTAssertEqual(try state(server).text, "let e = 1\n")
    }

    func testFullChangeAndClose() throws {
        let server = try startServer()
        try server.initialize()
        server.open(uri, text: "old")
        server.change(uri, version: 5, [TextDocumentContentChangeEvent(text: "new text")])
        XCTAssertEqual(try state(server).version, 5)
        XCTAssertEqual(try state(server).text, "new text")
        server.notify(
            DidCloseTextDocumentNotification.self,
            DidCloseTextDocumentParams(textDocument: TextDocumentIdentifier(uri: uri)))
        let closed = try server.sendExpectingError(
            TestDocumentStateRequest.self, .init(textDocument: TextDocumentIdentifier(uri: uri)))
        XCTAssertEqual(closed.code, -32602)
    }

    func testOutOfRangeEditIsClampedAndServerGoesOn() throws {
        let server = try startServer()
        try server.initialize()
        let text = "ab\ncd"
        server.open(uri, text: text)
        // Past the end of the text (no marker can stand there): lines and columns beyond its end.
        var start = text.endPosition
        start.line += 5
        start.character += 40
        var end = start
        end.character += 50
        let beyond = LanguageServerProtocol.Range(start: start, end: end)
        server.change(uri, version: 2, [edit(beyond, "!")])
        XCTAssertEqual(try state(server).text, "ab\ncd!")
    }

    func testRequestSeesEveryEditSentBeforeIt() throws {
        let server = try startServer()
        try server.initialize()
        server.open(uri, text: "")
        var text = ""
        for version in 2...60 {
            server.change(uri, version: version, [TextDocumentContentChangeEvent(inserting: "x", at: text.endPosition)])
            text += "x"
        }
        let state = try state(server)
        XCTAssertEqual(state.version, 60)
        XCTAssertEqual(state.text, String(repeating: "x", count: 59))
    }

    func testChangeForUnopenedDocumentIsIgnoredWithAWarning() throws {
        let server = try startServer()
        try server.initialize()
        server.change(uri, version: 2, [TextDocumentContentChangeEvent(text: "x")])
        try server.send(TestSleepRequest.self, .init(milliseconds: 1))
        try server.waitForStderr(containing: "is not open; change ignored")
    }
}
