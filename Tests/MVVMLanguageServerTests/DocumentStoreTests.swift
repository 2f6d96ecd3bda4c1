import LanguageServerProtocol
@testable import MVVMLanguageServer
import XCTest

final class DocumentStoreTests: XCTestCase {
    private let uri = "file:///w/FooView.swift"

    private func change(
        _ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int,
        _ text: String
    ) -> TextDocumentContentChangeEvent {
        TextDocumentContentChangeEvent(
            range: Range(
                start: Position(line: startLine, character: startCharacter),
                end: Position(line: endLine, character: endCharacter)),
            text: text)
    }

    private func apply(
        _ changes: [TextDocumentContentChangeEvent], to text: String, version: Int = 2,
        encoding: PositionEncodingKind = .utf16
    ) throws -> Document {
        let store = DocumentStore()
        _ = store.open(TextDocumentItem(uri: uri, languageId: "swift", version: 1, text: text))
        return try store.change(
            DidChangeTextDocumentParams(
                textDocument: VersionedTextDocumentIdentifier(uri: uri, version: version),
                contentChanges: changes), encoding: encoding)
    }

    func testIncrementalEditsApplyInOrder() throws {
        let document = try apply(
            [change(0, 4, 0, 7, "Bar"), change(1, 0, 1, 0, "// x\n")],
            to: "let Foo = 1\nprint(Foo)\n")
        XCTAssertEqual(document.text, "let Bar = 1\n// x\nprint(Foo)\n")
        XCTAssertEqual(document.version, 2)
    }

    func testFullTextReplacementThenIncremental() throws {
        let document = try apply(
            [TextDocumentContentChangeEvent(text: "abc\ndef"), change(1, 1, 1, 2, "X")],
            to: "old")
        XCTAssertEqual(document.text, "abc\ndXf")
    }

    func testUTF16PositionsAfterEmojiAndCJK() throws {
        // "🚀" is two UTF-16 units: column 2 is just after it.
        let document = try apply([change(0, 2, 0, 3, "本")], to: "🚀日x")
        XCTAssertEqual(document.text, "🚀本x")
    }

    func testUTF8PositionsWhenNegotiated() throws {
        // In UTF-8, "é" is two bytes: column 2 is just after it.
        let document = try apply([change(0, 2, 0, 2, "!")], to: "éa", encoding: .utf8)
        XCTAssertEqual(document.text, "é!a")
    }

    func testInsertionBetweenCombiningMarkAndNextCharacter() throws {
        let document = try apply([change(0, 2, 0, 2, "-")], to: "e\u{301}x")
        XCTAssertEqual(Array(document.text.unicodeScalars), Array("e\u{301}-x".unicodeScalars))
    }

    func testOutOfRangeAndReversedRangesAreClampedNotFatal() throws {
        XCTAssertEqual(try apply([change(0, 1, 40, 99, "!")], to: "ab\ncd").text, "a!")
        XCTAssertEqual(try apply([change(0, 3, 0, 1, "")], to: "abcd").text, "ad")
        XCTAssertEqual(try apply([change(0, 999, 0, 999, "!")], to: "ab\ncd").text, "ab!\ncd")
    }

    func testChangingAnUnopenedDocumentIsAnError() {
        let store = DocumentStore()
        XCTAssertThrowsError(
            try store.change(
                DidChangeTextDocumentParams(
                    textDocument: VersionedTextDocumentIdentifier(uri: uri, version: 2),
                    contentChanges: [TextDocumentContentChangeEvent(text: "x")]), encoding: .utf16))
    }

    func testCloseForgetsTheDocument() {
        let store = DocumentStore()
        _ = store.open(TextDocumentItem(uri: uri, languageId: "swift", version: 1, text: "x"))
        XCTAssertEqual(store.document(uri)?.text, "x")
        store.close(uri)
        XCTAssertNil(store.document(uri))
    }
}
