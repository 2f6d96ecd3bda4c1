import Foundation
import LanguageServerProtocol
import XCTest

/// Bad input gets a JSON-RPC error and the server reads on.
final class ProtocolRobustnessTests: XCTestCase {
    func testGarbageFrameThenValidRequestSucceeds() throws {
        let server = try ServerProcess()
        try server.initialize()
        server.sendRaw(MessageFramer.frame(Data("this is {not json".utf8)))
        let parseError = try server.waitForMessage("a parse error") { $0.errorCode == -32700 }
        XCTAssertTrue(parseError["id"] is NSNull)
        let response = try server.request("mvvm-test/sleep", ["milliseconds": 1])
        XCTAssertEqual((response["result"] as? [String: Any])?["slept"] as? Int, 1, "\(response)")
    }

    func testMalformedHeadersAreReportedAndTheNextFrameIsRead() throws {
        let server = try ServerProcess()
        try server.initialize()
        server.sendRaw(Data("Content-Type: text/plain\r\n\r\n".utf8))
        server.sendRaw(Data("Content-Length: nope\r\n\r\n".utf8))
        let response = try server.request("mvvm-test/sleep", ["milliseconds": 2])
        XCTAssertNotNil(response["result"], "\(response)")
        XCTAssertEqual(server.messages.filter { $0.errorCode == -32700 }.count, 2)
    }

    func testNonObjectJSONIsAnInvalidRequest() throws {
        let server = try ServerProcess()
        try server.initialize()
        server.sendRaw(MessageFramer.frame(Data("[1, 2, 3]".utf8)))
        _ = try server.waitForMessage("an invalid-request error") { $0.errorCode == -32600 }
        server.sendRaw(MessageFramer.frame(Data(#"{"jsonrpc":"2.0","id":99}"#.utf8)))
        let noMethod = try server.response(to: 99)
        XCTAssertEqual(noMethod.errorCode, -32600)
    }

    func testUnknownMethodsAndNotifications() throws {
        let server = try ServerProcess()
        try server.initialize()
        let unknown = try server.request("textDocument/frobnicate", [String: Any]())
        XCTAssertEqual(unknown.errorCode, -32601)
        XCTAssertTrue(unknown.errorMessage?.contains("textDocument/frobnicate") == true)
        server.notify("custom/unknownNotification", [String: Any]())
        server.notify("$/someClientThing", [String: Any]())
        // Both notifications are ignored without any response; the server keeps answering.
        let after = try server.request("mvvm-test/sleep", ["milliseconds": 1])
        XCTAssertNotNil(after["result"])
        XCTAssertFalse(server.messages.contains { ($0["id"] == nil || $0["id"] is NSNull) && $0["error"] != nil })
        XCTAssertTrue(server.stderr.contains("Ignored unknown notification 'custom/unknownNotification'"), server.stderr)
        XCTAssertFalse(server.stderr.contains("$/someClientThing"), "`$/` notifications are ignored silently")
    }

    func testInvalidParamsGetAReadableError() throws {
        let server = try ServerProcess()
        try server.initialize()
        let response = try server.request("mvvm-test/documentState", ["textDocument": ["uri": 42]])
        XCTAssertEqual(response.errorCode, -32602)
        XCTAssertEqual(response.errorMessage, "Invalid params: expected a string at params.textDocument.uri")
        let missing = try server.request("mvvm-test/sleep", [String: Any]())
        XCTAssertEqual(missing.errorMessage, "Invalid params: missing key 'milliseconds' at params")
    }

    func testSeveralMegabyteDocumentInOneMessage() throws {
        let server = try ServerProcess()
        try server.initialize()
        let line = "plain text: 日本語 🚀\n"
        let text = String(repeating: line, count: 150_000)  // ~5 MB
        server.notify("textDocument/didOpen", ["textDocument": ["uri": "file:///big.txt", "languageId": "swift",
                                                               "version": 1, "text": text]])
        let state = try server.request("mvvm-test/documentState", ["textDocument": ["uri": "file:///big.txt"]],
                                       timeout: 30)
        let result = try XCTUnwrap(state["result"] as? [String: Any], "\(state)")
        XCTAssertEqual((result["text"] as? String)?.utf8.count, text.utf8.count)
    }

    func testHeadersWithContentTypeAndMessagesSentInOneWrite() throws {
        let server = try ServerProcess()
        var stream = Data()
        for (id, method) in [(1, "initialize")] {
            let body = Data(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":{"capabilities":{}}}"#.utf8)
            stream += Data("Content-Length: \(body.count)\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n".utf8) + body
        }
        let sleep = Data(#"{"jsonrpc":"2.0","id":2,"method":"mvvm-test/sleep","params":{"milliseconds":3}}"#.utf8)
        stream += MessageFramer.frame(sleep)
        server.sendRaw(stream)
        XCTAssertNotNil(try server.response(to: 1)["result"])
        XCTAssertNotNil(try server.response(to: 2)["result"])
    }
}
