import Foundation
import XCTest

/// A fault in one request is that request's `InternalError` and a log line; the server goes on.
final class CrashContainmentTests: XCTestCase {
    nonisolated(unsafe) static let methods: [(String, (String) -> JSONObject)] = [
        ("textDocument/codeAction", { ["textDocument": ["uri": $0], "context": ["diagnostics": []],
                                       "range": ["start": ["line": 0, "character": 0], "end": ["line": 20, "character": 0]]] }),
        ("textDocument/hover", { ["textDocument": ["uri": $0], "position": ["line": 3, "character": 14]] }),
        ("textDocument/documentSymbol", { ["textDocument": ["uri": $0]] }),
        ("textDocument/definition", { ["textDocument": ["uri": $0], "position": ["line": 10, "character": 20]] }),
        ("textDocument/codeLens", { ["textDocument": ["uri": $0]] }),
        ("textDocument/references", { ["textDocument": ["uri": $0], "position": ["line": 3, "character": 14],
                                       "context": ["includeDeclaration": true]] }),
        ("textDocument/prepareRename", { ["textDocument": ["uri": $0], "position": ["line": 3, "character": 14]] }),
        ("workspace/symbol", { _ in ["query": "View"] }),
        ("workspace/executeCommand", { ["command": "mvvm.openMatchingFile", "arguments": [$0]] }),
    ]

    func testAFaultFailsOnlyItsRequest() throws {
        let workspace = try TemporaryFolder()
        try workspace.write("Sources/Orders.swift", SwiftSamples.viewModel("Orders"))
        let client = try LSPClient()
        try client.initialize(rootURI: workspace.uri)
        let uri = workspace.uri("Sources/Orders.swift")
        client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1,
                                                               "text": try workspace.read("Sources/Orders.swift")]])
        var injected = 0
        for (method, params) in Self.methods {
            let healthy = try client.request(method, params(uri))
            XCTAssertNotNil(healthy["result"], "\(method) before the fault: \(healthy)")
            XCTAssertEqual((try client.result("mvvm-test/injectFault", ["method": method, "count": 1]) as? JSONObject)?["armed"] as? Int, 1)
            let failed = try client.request(method, params(uri))
            injected += 1
            XCTAssertEqual(failed.errorCode, -32603, "\(method): \(failed)")
            XCTAssertTrue(failed.errorMessage?.contains("injected fault in '\(method)'") == true, "\(failed)")
            let after = try client.request(method, params(uri))
            XCTAssertEqual(after.keys.contains("result") ? "result" : "\(after)", "result", "\(method) after the fault")
        }
        // Several faults among concurrent requests: exactly that many fail, the rest answer.
        _ = try client.result("mvvm-test/injectFault", ["method": "textDocument/documentSymbol", "count": 3])
        let ids = (0..<12).map { _ in client.sendRequest("textDocument/documentSymbol", ["textDocument": ["uri": uri]], flush: false) }
        client.flush()
        let answers = try ids.map { try client.response(to: $0) }
        injected += 3
        XCTAssertEqual(answers.filter { $0.errorCode == -32603 }.count, 3)
        XCTAssertEqual(answers.filter { $0["result"] is [Any] }.count, 9)
        // Diagnostics still flow, and the log names every fault.
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2],
                                                 "contentChanges": [["text": SwiftSamples.viewModel("Orders") + "\n"]]])
        try client.notification("textDocument/publishDiagnostics") { $0["version"] as? Int == 2 }
        let failures = client.stderr.components(separatedBy: "\n").filter { $0.contains("failed: injected fault") }
        XCTAssertEqual(failures.count, injected, client.stderr)
        print("crash containment: \(injected) faults injected across \(Self.methods.count) methods; all contained")
        client.assertHealthy()
        XCTAssertEqual(try client.shutDown(), 0)
    }

    func testTheHookIsAbsentWithoutTestHooks() throws {
        let client = try LSPClient(arguments: ["--log-level", "warning"])
        try client.initialize()
        let response = try client.request("mvvm-test/injectFault", ["method": "textDocument/hover", "count": 1])
        XCTAssertEqual(response.errorCode, -32601)
        XCTAssertEqual(try client.shutDown(), 0)
    }
}

extension Dictionary where Key == String, Value == Any {
    var errorCode: Int? { (self["error"] as? JSONObject)?["code"] as? Int }
    var errorMessage: String? { (self["error"] as? JSONObject)?["message"] as? String }
}
