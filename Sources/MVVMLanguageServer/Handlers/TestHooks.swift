import LanguageServerProtocol

/// `mvvm-test/sleep`: sleeps, honouring cancellation. Registered only with test hooks enabled
/// (`MVVM_LSP_TEST_HOOKS=1`); lets tests observe cancellation and concurrency.
enum TestSleepRequest: LSPRequest {
    static let method = "mvvm-test/sleep"
    struct Params: Codable, Sendable { var milliseconds: Int }
    struct Response: Codable, Sendable { var slept: Int }
}

/// `mvvm-test/documentState`: the server's copy of an open document. Test hooks only.
enum TestDocumentStateRequest: LSPRequest {
    static let method = "mvvm-test/documentState"
    struct Params: Codable, Sendable, TextDocumentScopedParams {
        var textDocument: TextDocumentIdentifier
        var documentURI: DocumentURI { textDocument.uri }
    }
    struct Response: Codable, Sendable { var version: Int; var text: String }
}

extension LanguageServer {
    func testSleep(_ params: TestSleepRequest.Params) async throws -> TestSleepRequest.Response {
        try await Task.sleep(for: .milliseconds(max(0, params.milliseconds)))
        return TestSleepRequest.Response(slept: params.milliseconds)
    }

    func testDocumentState(_ params: TestDocumentStateRequest.Params) async throws -> TestDocumentStateRequest.Response {
        guard let document = documents.document(params.textDocument.uri) else {
            throw ResponseError.invalidParams("Document \(params.textDocument.uri) is not open")
        }
        return TestDocumentStateRequest.Response(version: document.version, text: document.text)
    }
}
