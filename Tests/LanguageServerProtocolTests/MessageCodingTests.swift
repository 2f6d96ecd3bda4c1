import Foundation
import LanguageServerProtocol
import XCTest

final class MessageCodingTests: XCTestCase {
    /// Encoded JSON as it is on the wire: an absent member is nil, a `null` one `.null`.
    private func json(_ data: Data) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: data)
    }

    func testClassifiesRequestsNotificationsAndResponses() throws {
        let request = try IncomingMessage.decode(Data(#"{"jsonrpc":"2.0","id":7,"method":"shutdown"}"#.utf8)).get()
        guard case .request(.number(7), "shutdown") = request.kind else { return XCTFail("\(request.kind)") }

        let notification = try IncomingMessage.decode(
            Data(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#.utf8)
        ).get()
        guard case .notification("initialized") = notification.kind else { return XCTFail("\(notification.kind)") }

        let response = try IncomingMessage.decode(Data(#"{"jsonrpc":"2.0","id":"a","result":null}"#.utf8)).get()
        guard case .response(.string("a"), .success(.null)) = response.kind else { return XCTFail("\(response.kind)") }
    }

    func testRejectsInvalidJSONAndNonMessages() {
        guard case .failure(.invalidJSON) = IncomingMessage.decode(Data("{nope".utf8)) else { return XCTFail() }
        guard case .failure(.invalidMessage(nil, _)) = IncomingMessage.decode(Data("[1,2]".utf8)) else {
            return XCTFail()
        }
        guard
            case .failure(.invalidMessage(.number(3), let reason)) =
                IncomingMessage.decode(Data(#"{"jsonrpc":"1.0","id":3,"method":"x"}"#.utf8))
        else { return XCTFail() }
        XCTAssertTrue(reason.contains("jsonrpc"))
    }

    func testDecodesTypedParamsAndExplainsBadOnes() throws {
        let body =
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///a.swift","languageId":"swift","version":1,"text":"é"}}}"#
        let message = try IncomingMessage.decode(Data(body.utf8)).get()
        let params = try message.decodeParams(DidOpenTextDocumentParams.self)
        XCTAssertEqual(
            params.textDocument, TextDocumentItem(uri: "file:///a.swift", languageId: "swift", version: 1, text: "é"))

        let missing = try IncomingMessage.decode(
            Data(#"{"jsonrpc":"2.0","id":1,"method":"m","params":{"textDocument":{}}}"#.utf8)
        ).get()
        XCTAssertThrowsError(try missing.decodeParams(DidCloseTextDocumentParams.self)) { error in
            let responseError = error as? ResponseError
            XCTAssertEqual(responseError?.code, -32602)
            XCTAssertEqual(responseError?.message, "Invalid params: missing key 'uri' at params.textDocument")
        }
        let wrongType = try IncomingMessage.decode(
            Data(#"{"jsonrpc":"2.0","id":1,"method":"m","params":{"textDocument":{"uri":5}}}"#.utf8)
        ).get()
        XCTAssertThrowsError(try wrongType.decodeParams(DidCloseTextDocumentParams.self)) { error in
            XCTAssertEqual(
                (error as? ResponseError)?.message, "Invalid params: expected a string at params.textDocument.uri")
        }
    }

    func testAbsentParamsDecodeAsEmpty() throws {
        let message = try IncomingMessage.decode(Data(#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#.utf8)).get()
        XCTAssertEqual(try message.decodeParams(EmptyParams.self), EmptyParams())
    }

    func testResponsesEncodeIdAndNullResult() throws {
        let response = try json(OutgoingMessage.response(id: .string("x"), result: NullResult()))
        XCTAssertEqual(response["id"], .string("x"))
        XCTAssertEqual(response["result"], .null)

        let error = try json(OutgoingMessage.errorResponse(id: nil, error: .parseError("bad")))
        XCTAssertEqual(error["id"], .null)
        XCTAssertEqual(error["error"]?["code"], .number(-32700))
    }

    func testInitializeTypesRoundTrip() throws {
        let params = InitializeParams(
            processId: 42, rootUri: "file:///w",
            capabilities: ClientCapabilities(general: .init(positionEncodings: [.utf8, .utf16])),
            initializationOptions: .object(["convention": .string("plain"), "n": .number(2)]),
            trace: .verbose, workspaceFolders: [WorkspaceFolder(uri: "file:///w", name: "w")])
        let decoded = try JSONDecoder().decode(InitializeParams.self, from: JSONEncoder().encode(params))
        XCTAssertEqual(decoded, params)

        let result = InitializeResult(
            capabilities: ServerCapabilities(
                positionEncoding: .utf16,
                textDocumentSync: .init(openClose: true, change: .incremental)),
            serverInfo: .init(name: "mvvm-lsp", version: "1"))
        let encoded = try json(JSONEncoder().encode(result))
        let capabilities = try XCTUnwrap(encoded["capabilities"])
        XCTAssertNil(capabilities["experimental"], "absent capabilities must be omitted, not null")
        XCTAssertEqual(capabilities["textDocumentSync"]?["change"], .number(2))
        XCTAssertEqual(try JSONDecoder().decode(InitializeResult.self, from: JSONEncoder().encode(result)), result)
    }

    func testChangeEventsRoundTripWithAndWithoutRange() throws {
        let events = [
            TextDocumentContentChangeEvent(
                range: Range(
                    start: Position(line: 1, character: 2),
                    end: Position(line: 1, character: 4)), text: "ab"),
            TextDocumentContentChangeEvent(text: "whole"),
        ]
        XCTAssertEqual(
            try JSONDecoder().decode(
                [TextDocumentContentChangeEvent].self,
                from: JSONEncoder().encode(events)), events)
    }
}
