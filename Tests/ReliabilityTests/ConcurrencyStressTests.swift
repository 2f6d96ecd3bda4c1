import Foundation
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

    private enum Expectation {
        /// `mvvm-test/documentState`: exactly this text and version.
        case state(String, Int)
        /// A result of this JSON type (or `null`), or RequestCancelled when `cancellable`.
        case array(cancellable: Bool)
        case objectOrNull(cancellable: Bool)
        case slept(Int, cancellable: Bool)
    }

    func testInterleavedRequestsEditsAndCancellations() throws {
        let documentCount = Budget.int("MVVM_LSP_CONCURRENCY_DOCUMENTS", default: 50)
        let requestCount = Budget.int("MVVM_LSP_CONCURRENCY_REQUESTS", default: 1_000)
        var random = SeededGenerator(seed: Budget.seed("MVVM_LSP_CONCURRENCY_SEED", default: 50))
        let workspace = try TemporaryFolder()
        let client = try LSPClient()
        try client.initialize(rootURI: workspace.uri)

        var models: [String: Model] = [:]
        let uris = (0..<documentCount).map { workspace.uri("Sources/Feature\($0)/Feature\($0)View.swift") }
        for (index, uri) in uris.enumerated() {
            let text = SwiftSamples.viewModel("Feature\(index)")
            models[uri] = Model(text: text, version: 1)
            client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": text]],
                          flush: false)
        }

        var expectations: [(id: Int, method: String, expectation: Expectation)] = []
        var cancellable: [Int] = []
        var edits = 0, cancellations = 0
        for _ in 0..<requestCount {
            let uri = random.pick(uris)
            // Edits in flight: most requests follow an edit of some document.
            if random.chance(0.6) {
                let editURI = random.pick(uris)
                var model = models[editURI]!
                let lines = model.text.components(separatedBy: "\n")
                let line = random.int(0...(lines.count - 1))
                let column = random.int(0...lines[line].utf16.count)
                let insertion = random.pick(["x", " ", "{", "}", "\"", "Text(\"hi\")", "\n", "// note\n", "let y = 2\n"])
                var newLines = lines
                let characters = Array(lines[line].utf16)
                newLines[line] = String(decoding: characters[..<column], as: UTF16.self) + insertion
                    + String(decoding: characters[column...], as: UTF16.self)
                model.text = newLines.joined(separator: "\n")
                model.version += 1
                models[editURI] = model
                edits += 1
                client.notify("textDocument/didChange", [
                    "textDocument": ["uri": editURI, "version": model.version],
                    "contentChanges": [["range": ["start": ["line": line, "character": column],
                                                  "end": ["line": line, "character": column]], "text": insertion]],
                ], flush: false)
            }
            let position: JSONObject = ["line": random.int(0...20), "character": random.int(0...30)]
            let id: Int
            let expectation: Expectation
            let method: String
            switch random.int(0...5) {
            case 0:
                method = "mvvm-test/documentState"
                id = client.sendRequest(method, ["textDocument": ["uri": uri]], flush: false)
                expectation = .state(models[uri]!.text, models[uri]!.version)
            case 1:
                method = "textDocument/documentSymbol"
                id = client.sendRequest(method, ["textDocument": ["uri": uri]], flush: false)
                expectation = .array(cancellable: true)
            case 2:
                method = "textDocument/codeAction"
                id = client.sendRequest(method, ["textDocument": ["uri": uri], "context": ["diagnostics": []],
                                                  "range": ["start": position, "end": position]], flush: false)
                expectation = .array(cancellable: true)
            case 3:
                method = "textDocument/hover"
                id = client.sendRequest(method, ["textDocument": ["uri": uri], "position": position], flush: false)
                expectation = .objectOrNull(cancellable: true)
            case 4:
                method = "textDocument/codeLens"
                id = client.sendRequest(method, ["textDocument": ["uri": uri]], flush: false)
                expectation = .array(cancellable: true)
            default:
                method = "mvvm-test/sleep"
                let milliseconds = random.int(0...30)
                id = client.sendRequest(method, ["milliseconds": milliseconds], flush: false)
                expectation = .slept(milliseconds, cancellable: true)
            }
            expectations.append((id, method, expectation))
            if case .state = expectation {} else { cancellable.append(id) }
            if random.chance(0.15), let victim = cancellable.randomElement(using: &random) {
                client.notify("$/cancelRequest", ["id": victim], flush: false)
                cancellations += 1
            }
            if random.chance(0.05) { client.flush() }
        }
        client.flush()
        try client.waitForAnswers(expectations.map { "n:\($0.id)" }, timeout: 180)

        var cancelledCount = 0
        for (id, method, expectation) in expectations {
            let response = try XCTUnwrap(client.storedResponse(id))
            XCTAssertEqual(response["id"] as? Int, id)
            if response.errorCode == -32800 {
                cancelledCount += 1
                if case .state = expectation { XCTFail("documentState \(id) was never cancelled") }
                continue
            }
            let result = response["result"]
            switch expectation {
            case .state(let text, let version):
                let state = result as? JSONObject
                XCTAssertEqual(state?["version"] as? Int, version, "\(method) \(id)")
                XCTAssertEqual(state?["text"] as? String, text, "\(method) \(id) sees the edits sent before it, and no later ones")
            case .array:
                XCTAssertTrue(result is [Any], "\(method) \(id): \(response)")
            case .objectOrNull:
                XCTAssertTrue(result is JSONObject || result is NSNull, "\(method) \(id): \(response)")
            case .slept(let milliseconds, _):
                XCTAssertEqual((result as? JSONObject)?["slept"] as? Int, milliseconds, "\(method) \(id): \(response)")
            }
        }

        // Diagnostics: every document ends at its last version, and per document the published
        // versions never go back.
        for (uri, model) in models {
            try client.notification("textDocument/publishDiagnostics", timeout: 60) {
                $0["uri"] as? String == uri && $0["version"] as? Int == model.version
            }
        }
        var lastPublished: [String: Int] = [:]
        var publishes = 0
        for message in client.notifications where message["method"] as? String == "textDocument/publishDiagnostics" {
            let params = message["params"] as? JSONObject ?? [:]
            guard let uri = params["uri"] as? String, let version = params["version"] as? Int else { continue }
            publishes += 1
            XCTAssertGreaterThanOrEqual(version, lastPublished[uri] ?? 0, "\(uri): published version \(version) after \(lastPublished[uri] ?? 0)")
            lastPublished[uri] = version
        }
        print("concurrency: \(expectations.count) requests over \(documentCount) documents, \(edits) edits, "
              + "\(cancellations) cancellations (\(cancelledCount) answered RequestCancelled), \(publishes) publishes")
        client.assertHealthy()
        XCTAssertEqual(try client.shutDown(timeout: 60), 0)
    }
}
