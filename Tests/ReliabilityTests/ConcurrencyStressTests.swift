import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

/// Interleaved requests across many documents with edits in flight and cancellations: every
/// response matches its request, and diagnostics are never published for a stale version.
/// Also run under Thread Sanitizer (see Tests/ReliabilityTests/README.md).
final class ConcurrencyStressTests: XCTestCase {
    private struct Model {
        var text: String
        var version: Int
    }

    /// What a request's result must be; every request but `documentState` may be cancelled.
    private struct Expectation {
        let method: String
        let cancellable: Bool
        /// What is wrong with a result, if anything.
        let problem: (JSONValue) -> String?

        /// A result that decodes as `Request.Response` and satisfies `valid`.
        static func result<Request: LSPRequest>(
            of request: Request.Type, cancellable: Bool = true,
            _ valid: @escaping (Request.Response) -> String? = { _ in nil }
        ) -> Expectation {
            Expectation(method: Request.method, cancellable: cancellable) { result in
                guard let response = try? result.decode(as: Request.Response.self) else {
                    return "not a \(Request.Response.self): \(result.canonicalText.prefix(300))"
                }
                return valid(response)
            }
        }
    }

    func testInterleavedRequestsEditsAndCancellations() throws {
        let documentCount = Budget.int("MVVM_LSP_CONCURRENCY_DOCUMENTS", default: 50)
        let requestCount = Budget.int("MVVM_LSP_CONCURRENCY_REQUESTS", default: LongRuns.size(500, long: 1_000))
        var random = SeededGenerator(seed: Budget.seed("MVVM_LSP_CONCURRENCY_SEED", default: 50))
        let workspace = try TestWorkspace()
        let client = try BatchingClient()
        try client.initialize(rootURI: workspace.rootURI)

        var models: [DocumentURI: Model] = [:]
        let uris = (0..<documentCount).map { workspace.uri("Sources/Feature\($0)/Feature\($0)View.swift") }
        for (index, uri) in uris.enumerated() {
            let text = SwiftSamples.viewModel("Feature\(index)")
            models[uri] = Model(text: text, version: 1)
            client.notify(
                DidOpenTextDocumentNotification.self, DidOpenTextDocumentParams(uri, text: text), flush: false)
        }

        var expectations: [(id: RequestID, expectation: Expectation)] = []
        var cancellable: [RequestID] = []
        var edits = 0, cancellations = 0
        for _ in 0..<requestCount {
            let document = TextDocumentIdentifier(uri: random.pick(uris))
            // Edits in flight: most requests follow an edit of some document.
            if random.chance(0.6) {
                let editURI = random.pick(uris)
                var model = models[editURI]!
                let lines = model.text.components(separatedBy: "\n")
                let line = random.int(0...(lines.count - 1))
                let column = random.int(0...lines[line].utf16.count)
                let insertion = random.pick([
                    "x", " ", "{", "}", "\"", "Text(\"hi\")", "\n", "// note\n", "let y = 2\n",
                ])
                var newLines = lines
                let characters = Array(lines[line].utf16)
                newLines[line] =
                    String(decoding: characters[..<column], as: UTF16.self) + insertion
                    + String(decoding: characters[column...], as: UTF16.self)
                model.text = newLines.joined(separator: "\n")
                model.version += 1
                models[editURI] = model
                edits += 1
                client.notify(
                    DidChangeTextDocumentNotification.self,
                    DidChangeTextDocumentParams(
                        editURI, version: model.version,
                        [
                            TextDocumentContentChangeEvent(
                                inserting: insertion, at: Position(line: line, character: column))
                        ]),
                    flush: false)
            }
            let position = Position(line: random.int(0...20), character: random.int(0...30))
            let id: RequestID
            let expectation: Expectation
            switch random.int(0...5) {
            case 0:
                id = client.sendRequest(TestDocumentStateRequest.self, .init(textDocument: document), flush: false)
                let model = models[document.uri]!
                expectation = .result(of: TestDocumentStateRequest.self, cancellable: false) { state in
                    state.version == model.version && state.text == model.text
                        ? nil
                        : "sees version \(state.version), not exactly the edits sent before it (version \(model.version))"
                }
            case 1:
                id = client.sendRequest(
                    DocumentSymbolRequest.self, DocumentSymbolParams(textDocument: document), flush: false)
                expectation = .result(of: DocumentSymbolRequest.self)
            case 2:
                id = client.sendRequest(
                    CodeActionRequest.self,
                    CodeActionParams(
                        textDocument: document, range: Range(start: position, end: position),
                        context: CodeActionContext(diagnostics: [])), flush: false)
                expectation = .result(of: CodeActionRequest.self)
            case 3:
                id = client.sendRequest(
                    HoverRequest.self, TextDocumentPositionParams(textDocument: document, position: position),
                    flush: false)
                expectation = .result(of: HoverRequest.self)
            case 4:
                id = client.sendRequest(CodeLensRequest.self, CodeLensParams(textDocument: document), flush: false)
                expectation = .result(of: CodeLensRequest.self)
            default:
                let milliseconds = random.int(0...30)
                id = client.sendRequest(TestSleepRequest.self, .init(milliseconds: milliseconds), flush: false)
                expectation = .result(of: TestSleepRequest.self) {
                    $0.slept == milliseconds ? nil : "slept \($0.slept) ms"
                }
            }
            expectations.append((id, expectation))
            if expectation.cancellable { cancellable.append(id) }
            if random.chance(0.15), let victim = cancellable.randomElement(using: &random) {
                client.notify(CancelRequestNotification.self, CancelParams(id: victim), flush: false)
                cancellations += 1
            }
            if random.chance(0.05) { client.flush() }
        }
        client.flush()
        try client.waitForAnswers(expectations.map(\.id), timeout: 180)

        var cancelledCount = 0
        for (id, expectation) in expectations {
            let response = try XCTUnwrap(client.storedResponse(id))
            XCTAssertEqual(response.requestID, id)
            if response.errorCode == -32800 {
                cancelledCount += 1
                XCTAssertTrue(expectation.cancellable, "\(expectation.method) \(id) was cancelled")
                continue
            }
            guard let result = response.result else {
                XCTFail("\(expectation.method) \(id) failed: \(response)")
                continue
            }
            if let problem = expectation.problem(result) { XCTFail("\(expectation.method) \(id): \(problem)") }
        }

        // Diagnostics: every document ends at its last version, and per document the published
        // versions never go back.
        for (uri, model) in models {
            try client.notification(PublishDiagnosticsNotification.self, timeout: 60) {
                $0.uri == uri && $0.version == model.version
            }
        }
        var lastPublished: [DocumentURI: Int] = [:]
        var publishes = 0
        for published in client.notifications(PublishDiagnosticsNotification.self) {
            guard let version = published.version else { continue }
            publishes += 1
            XCTAssertGreaterThanOrEqual(
                version, lastPublished[published.uri] ?? 0,
                "\(published.uri): published version \(version) after \(lastPublished[published.uri] ?? 0)")
            lastPublished[published.uri] = version
        }
        print(
            "concurrency: \(expectations.count) requests over \(documentCount) documents, \(edits) edits, "
                + "\(cancellations) cancellations (\(cancelledCount) answered RequestCancelled), \(publishes) publishes"
        )
        client.assertHealthy()
        XCTAssertEqual(try client.shutDown(timeout: 60), 0)
    }
}
