import Foundation
import XCTest

/// didOpen / didChange / didClose through the real binary, with non-ASCII text.
final class TextSynchronizationTests: XCTestCase {
    private let uri = "file:///w/ProfileView.swift"

    private func open(_ server: ServerProcess, _ text: String) {
        server.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift",
                                                               "version": 1, "text": text]])
    }

    private func change(_ server: ServerProcess, version: Int, _ changes: [[String: Any]]) {
        server.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": version],
                                                 "contentChanges": changes])
    }

    private func edit(_ line: Int, _ start: Int, _ end: Int, _ text: String) -> [String: Any] {
        ["range": ["start": ["line": line, "character": start], "end": ["line": line, "character": end]],
         "text": text]
    }

    private func state(_ server: ServerProcess) throws -> (version: Int, text: String) {
        let response = try server.request("mvvm-test/documentState", ["textDocument": ["uri": uri]])
        let result = try XCTUnwrap(response["result"] as? [String: Any], "\(response)")
        return (try XCTUnwrap(result["version"] as? Int), try XCTUnwrap(result["text"] as? String))
    }

    func testIncrementalEditsInUTF16AfterEmojiAndCJK() throws {
        let server = try ServerProcess()
        try server.initialize()
        open(server, "Text(\"🚀 日本\")\nlet x = 1\n")
        // Column 10 (UTF-16) is after `Text("🚀 日` — the rocket counts two units.
        change(server, version: 2, [edit(0, 10, 11, "語")])
        change(server, version: 3, [edit(1, 4, 5, "why"), edit(1, 0, 0, "// é\n")])
        let (version, text) = try state(server)
        XCTAssertEqual(version, 3)
        XCTAssertEqual(text, "Text(\"🚀 日語\")\n// é\nlet why = 1\n")
    }

    func testIncrementalEditsInNegotiatedUTF8() throws {
        let server = try ServerProcess()
        try server.initialize(capabilities: ["general": ["positionEncodings": ["utf-8"]]])
        open(server, "let é = 1\n")
        // In UTF-8, `let é` ends at byte column 6.
        change(server, version: 2, [edit(0, 4, 6, "e")])
        XCTAssertEqual(try state(server).text, "let e = 1\n")
    }

    func testFullChangeAndClose() throws {
        let server = try ServerProcess()
        try server.initialize()
        open(server, "old")
        change(server, version: 5, [["text": "new text"]])
        XCTAssertEqual(try state(server).version, 5)
        XCTAssertEqual(try state(server).text, "new text")
        server.notify("textDocument/didClose", ["textDocument": ["uri": uri]])
        let closed = try server.request("mvvm-test/documentState", ["textDocument": ["uri": uri]])
        XCTAssertEqual(closed.errorCode, -32602)
    }

    func testOutOfRangeEditIsClampedAndServerGoesOn() throws {
        let server = try ServerProcess()
        try server.initialize()
        open(server, "ab\ncd")
        change(server, version: 2, [edit(7, 40, 90, "!")])
        XCTAssertEqual(try state(server).text, "ab\ncd!")
    }

    func testRequestSeesEveryEditSentBeforeIt() throws {
        let server = try ServerProcess()
        try server.initialize()
        open(server, "")
        for version in 2...60 {
            change(server, version: version, [edit(0, version - 2, version - 2, "x")])
        }
        let (version, text) = try state(server)
        XCTAssertEqual(version, 60)
        XCTAssertEqual(text, String(repeating: "x", count: 59))
    }

    func testChangeForUnopenedDocumentIsIgnoredWithAWarning() throws {
        let server = try ServerProcess()
        try server.initialize()
        change(server, version: 2, [["text": "x"]])
        _ = try server.request("mvvm-test/sleep", ["milliseconds": 1])
        XCTAssertTrue(server.stderr.contains("is not open; change ignored"), server.stderr)
    }
}
