import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

/// Bad input gets a JSON-RPC error and the server reads on.
final class ProtocolRobustnessTests: XCTestCase {
    func testGarbageFrameThenValidRequestSucceeds() throws {
        let server = try LSPTestClient()
        try server.initialize()
        server.sendRaw(MessageFramer.frame(Data("this is {not json".utf8)))
        let parseError = try server.waitForMessage("a parse error") { $0.errorCode == -32700 }
        XCTAssertEqual(parseError.id, .null)
        let response = try server.send(TestSleepRequest.self, .init(milliseconds: 1))
        XCTAssertEqual(response.slept, 1)
    }

    func testMalformedHeadersAreReportedAndTheNextFrameIsRead() throws {
        let server = try LSPTestClient()
        try server.initialize()
        server.sendRaw(Data("Content-Type: text/plain\r\n\r\n".utf8))
        server.sendRaw(Data("Content-Length: nope\r\n\r\n".utf8))
        try server.send(TestSleepRequest.self, .init(milliseconds: 2))
        XCTAssertEqual(server.messages.filter { $0.errorCode == -32700 }.count, 2)
    }

    func testNonObjectJSONIsAnInvalidRequest() throws {
        let server = try LSPTestClient()
        try server.initialize()
        server.sendRaw(MessageFramer.frame(Data("[1, 2, 3]".utf8)))
        _ = try server.waitForMessage("an invalid-request error") { $0.errorCode == -32600 }
        server.sendRaw(MessageFramer.frame(Data(#"{"jsonrpc":"2.0","id":99}"#.utf8)))
        let noMethod = try server.waitForMessage("the response to 99") { $0.isResponse(to: .number(99)) }
        XCTAssertEqual(noMethod.errorCode, -32600)
    }

    func testUnknownMethodsAndNotifications() throws {
        let server = try LSPTestClient()
        try server.initialize()
        let unknown = try server.request(method: "textDocument/frobnicate", params: [:])
        XCTAssertThrowsError(try unknown.get()) { error in
            XCTAssertEqual((error as? ResponseError)?.code, -32601)
            XCTAssertTrue((error as? ResponseError)?.message.contains("textDocument/frobnicate") == true)
        }
        server.notify(method: "custom/unknownNotification", params: [:])
        server.notify(method: "$/someClientThing", params: [:])
        // Both notifications are ignored without any response; the server keeps answering.
        try server.send(TestSleepRequest.self, .init(milliseconds: 1))
        XCTAssertFalse(server.messages.contains { ($0.id == nil || $0.id == .null) && $0.error != nil })
        try server.waitForStderr(containing: "Ignored unknown notification 'custom/unknownNotification'")
        XCTAssertFalse(server.stderr.contains("$/someClientThing"), "`$/` notifications are ignored silently")
    }

    func testInvalidParamsGetAReadableError() throws {
        let server = try LSPTestClient()
        try server.initialize()
        let response = try server.request(
            method: TestDocumentStateRequest.method, params: ["textDocument": ["uri": 42]])
        XCTAssertThrowsError(try response.get()) { error in
            XCTAssertEqual((error as? ResponseError)?.code, -32602)
            XCTAssertEqual(
                (error as? ResponseError)?.message, "Invalid params: expected a string at params.textDocument.uri")
        }
        let missing = try server.request(method: TestSleepRequest.method, params: [:])
        XCTAssertThrowsError(try missing.get()) { error in
            XCTAssertEqual((error as? ResponseError)?.message, "Invalid params: missing key 'milliseconds' at params")
        }
    }

    func testSeveralMegabyteDocumentInOneMessage() throws {
        let server = try LSPTestClient()
        try server.initialize()
        let line = "plain text: 日本語 🚀\n"
        let text = String(repeating: line, count: 150_000) // ~5 MB
        server.open("file:///big.txt", text: text)
        let state = try server.send(
            TestDocumentStateRequest.self,
            .init(textDocument: TextDocumentIdentifier(uri: "file:///big.txt")), timeout: 30)
        XCTAssertEqual(state.text.utf8.count, text.utf8.count)
    }

    func testHeadersWithContentTypeAndMessagesSentInOneWrite() throws {
        let server = try LSPTestClient()
        var stream = Data()
        for (id, method) in [(1, "initialize")] {
            let body = Data(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":{"capabilities":{}}}"#.utf8)
            stream +=
                Data(
                    "Content-Length: \(body.count)\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n"
                        .utf8) + body
        }
        let sleep = Data(#"{"jsonrpc":"2.0","id":2,"method":"mvvm-test/sleep","params":{"milliseconds":3}}"#.utf8)
        stream += MessageFramer.frame(sleep)
        server.sendRaw(stream)
        XCTAssertNoThrow(try server.response(to: .number(1)).get())
        XCTAssertNoThrow(try server.response(to: .number(2)).get())
    }
}
