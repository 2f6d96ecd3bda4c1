import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

/// A fault in one request is that request's `InternalError` and a log line; the server goes on.
final class CrashContainmentTests: XCTestCase {
    /// A request kind to inject a fault into: its method and how to ask it about the document
    /// `source`.
    struct Probe: Sendable {
        let method: String
        let send: @Sendable (BatchingClient, DocumentURI) -> RequestID

        static func of<Request: LSPRequest>(
            _ request: Request.Type,
            _ params: @escaping @Sendable (TextDocumentIdentifier) -> Request.Params
        ) -> Probe {
            Probe(method: Request.method) { client, uri in
                client.sendRequest(request, params(TextDocumentIdentifier(uri: uri)))
            }
        }
    }

    /// The document the probes ask about: 1️⃣ in the view model's name, 2️⃣ in a reference to it,
    /// 0️⃣ and 9️⃣ around the text.
    static let source = MarkedText(
        """
        0️⃣import SwiftUI

        @Observable
        final class Or1️⃣dersViewModel {
            var title: String = ""
            var items: [String] = []
            func load() async { items = ["a", "b"] }
        }

        struct OrdersView: View {
            let viewModel: O2️⃣rdersViewModel
            var body: some View {
                VStack {
                    Text("Hello Orders")
                    ForEach(viewModel.items, id: \\.self) { Text($0) }
                }
                .task { await viewModel.load() }
            }
        }
        9️⃣
        """)

    static let probes: [Probe] = [
        .of(CodeActionRequest.self) {
            CodeActionParams(
                textDocument: $0, range: source.range("0️⃣", "9️⃣"), context: CodeActionContext(diagnostics: []))
        },
        .of(HoverRequest.self) { TextDocumentPositionParams(textDocument: $0, position: source["1️⃣"]) },
        .of(DocumentSymbolRequest.self) { DocumentSymbolParams(textDocument: $0) },
        .of(DefinitionRequest.self) { TextDocumentPositionParams(textDocument: $0, position: source["2️⃣"]) },
        .of(CodeLensRequest.self) { CodeLensParams(textDocument: $0) },
        .of(ReferencesRequest.self) {
            ReferenceParams(textDocument: $0, position: source["1️⃣"], context: .init(includeDeclaration: true))
        },
        .of(PrepareRenameRequest.self) { TextDocumentPositionParams(textDocument: $0, position: source["1️⃣"]) },
        .of(WorkspaceSymbolRequest.self) { _ in WorkspaceSymbolParams(query: "View") },
        .of(ExecuteCommandRequest.self) {
            ExecuteCommandParams(command: "mvvm.openMatchingFile", arguments: [.string($0.uri)])
        },
    ]

    func testAFaultFailsOnlyItsRequest() throws {
        let workspace = try TestWorkspace()
        try workspace.write("Sources/Orders.swift", Self.source.text)
        let client = try BatchingClient()
        try client.initialize(rootURI: workspace.rootURI)
        let uri = workspace.uri("Sources/Orders.swift")
        client.notify(
            DidOpenTextDocumentNotification.self,
            DidOpenTextDocumentParams(uri, text: try workspace.read("Sources/Orders.swift")))
        var injected = 0
        for probe in Self.probes {
            let healthy = try client.response(to: probe.send(client, uri))
            XCTAssertNotNil(healthy.result, "\(probe.method) before the fault: \(healthy)")
            XCTAssertEqual(
                try client.result(TestInjectFaultRequest.self, .init(method: probe.method, count: 1)).armed, 1)
            let failed = try client.response(to: probe.send(client, uri))
            injected += 1
            XCTAssertEqual(failed.errorCode, -32603, "\(probe.method): \(failed)")
            XCTAssertTrue(failed.errorMessage?.contains("injected fault in '\(probe.method)'") == true, "\(failed)")
            let after = try client.response(to: probe.send(client, uri))
            XCTAssertNotNil(after.result, "\(probe.method) after the fault: \(after)")
        }
        // Several faults among concurrent requests: exactly that many fail, the rest answer.
        try client.result(TestInjectFaultRequest.self, .init(method: DocumentSymbolRequest.method, count: 3))
        let ids = (0..<12).map { _ in
            client.sendRequest(
                DocumentSymbolRequest.self, DocumentSymbolParams(textDocument: TextDocumentIdentifier(uri: uri)),
                flush: false)
        }
        client.flush()
        let answers = try ids.map { try client.response(to: $0) }
        injected += 3
        XCTAssertEqual(answers.filter { $0.errorCode == -32603 }.count, 3)
        XCTAssertEqual(answers.filter { (try? $0.result?.decode(as: [DocumentSymbol].self)) != nil }.count, 9)
        // Diagnostics still flow, and the log names every fault.
        client.notify(
            DidChangeTextDocumentNotification.self,
            DidChangeTextDocumentParams(uri, version: 2, replacingWith: Self.source.text + "\n"))
        try client.notification(PublishDiagnosticsNotification.self) { $0.version == 2 }
        let failures = client.stderr.components(separatedBy: "\n").filter { $0.contains("failed: injected fault") }
        XCTAssertEqual(failures.count, injected, client.stderr)
        print("crash containment: \(injected) faults injected across \(Self.probes.count) methods; all contained")
        client.assertHealthy()
        XCTAssertEqual(try client.shutDown(), 0)
    }

    func testTheHookIsAbsentWithoutTestHooks() throws {
        let client = try BatchingClient(arguments: ["--log-level", "warning"])
        try client.initialize()
        let response = try client.response(
            to: client.sendRequest(
                TestInjectFaultRequest.self,
                .init(method: HoverRequest.method, count: 1)))
        XCTAssertEqual(response.errorCode, -32601)
        XCTAssertEqual(try client.shutDown(), 0)
    }
}
