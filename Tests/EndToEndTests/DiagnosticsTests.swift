import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

/// Diagnostics through the real binary on a copy of `Tests/Fixtures/SampleWorkspace`.
class DiagnosticsTests: ServerTestCase {
    private let ordersScreen = "Sources/App/Orders/OrdersScreen.swift"
    private let expectedOrdersScreen = [
        "mvvm/hardcoded-text@16", "mvvm/missing-preview@3", "mvvm/navigation-in-view@11",
        "mvvm/observed-object-created-in-view@4", "mvvm/view-computes-condition@9",
        "mvvm/view-formats-data@14", "mvvm/view-name-mismatch@3",
    ]

    private func start(_ workspace: TestWorkspace) throws -> LSPTestClient {
        let server = try startServer()
        try server.initialize(rootURI: workspace.rootURI)
        return server
    }

    private func open(_ path: String, in workspace: TestWorkspace, on server: LSPTestClient) throws -> DocumentURI {
        try server.open(path, in: workspace)
    }

    func testPushedDiagnosticsCarryRuleIdsTightRangesAndRelatedFiles() throws {
        let workspace = try TestWorkspace(copying: "SampleWorkspace")
        let server = try start(workspace)
        let uri = try open(ordersScreen, in: workspace, on: server)
        // Once the workspace is read, the view-model file is known and linked.
        let diagnostics = try server.diagnostics(for: uri) { $0.contains { $0.relatedInformation != nil } }
        XCTAssertEqual(diagnostics.ruleLines, expectedOrdersScreen)
        for diagnostic in diagnostics {
            XCTAssertEqual(diagnostic.source, "mvvm-lsp")
            XCTAssertTrue(diagnostic.codeDescription?.href.contains("Protocol/rules.md#") == true, "\(diagnostic)")
        }
        let observed = try XCTUnwrap(diagnostics.first { $0.code == "mvvm/observed-object-created-in-view" })
        let text = try workspace.read(ordersScreen)
        XCTAssertEqual(
            observed.range, text.lspRange(of: "@ObservedObject"),
            "the range covers `@ObservedObject`, not the whole line")
        XCTAssertEqual(observed.severity, .warning)
        let mismatch = try XCTUnwrap(diagnostics.first { $0.code == "mvvm/view-name-mismatch" })
        XCTAssertEqual(
            mismatch.relatedInformation?.first?.location.uri,
            workspace.uri("Sources/App/Orders/OrderListViewModel.swift"))
        let published = server.notifications(PublishDiagnosticsNotification.self).filter { $0.uri == uri }
        XCTAssertTrue(published.allSatisfy { $0.version == 1 }, "\(published)")
    }

    func testFixingTheCodeMakesDiagnosticsGo() throws {
        let workspace = try TestWorkspace(copying: "SampleWorkspace")
        let server = try start(workspace)
        let uri = try open(ordersScreen, in: workspace, on: server)
        _ = try server.diagnostics(for: uri) { $0.contains { $0.code == "mvvm/hardcoded-text" } }
        // Replace `.navigationTitle("Orders")` with a view-model property (line 16).
        let title = try XCTUnwrap(try workspace.read(ordersScreen).lspRange(of: #"("Orders")"#))
        XCTAssertEqual(title.start.line + 1, 16)
        server.change(uri, version: 2, [TextDocumentContentChangeEvent(replacing: title, with: "(viewModel.title)")])
        let after = try server.diagnostics(for: uri) {
            !$0.isEmpty && !$0.contains { $0.code == "mvvm/hardcoded-text" }
        }
        XCTAssertFalse(after.ruleLines.contains("mvvm/hardcoded-text@16"), "\(after.ruleLines)")
        XCTAssertEqual(server.notifications(PublishDiagnosticsNotification.self).last { $0.uri == uri }?.version, 2)
    }

    func testStaleResultsAreNeverPublishedOverNewerOnes() throws {
        let workspace = try TestWorkspace(copying: "SampleWorkspace")
        let server = try start(workspace)
        let uri = try open(ordersScreen, in: workspace, on: server)
        let top = LanguageServerProtocol.Range(at: .documentStart)
        for version in 2...40 {
            server.notify(
                DidChangeTextDocumentNotification.self,
                DidChangeTextDocumentParams(
                    textDocument: VersionedTextDocumentIdentifier(uri: uri, version: version),
                    contentChanges: [TextDocumentContentChangeEvent(range: top, text: "// \(version)\n")]))
        }
        _ = try server.notification(PublishDiagnosticsNotification.self) { $0.uri == uri && $0.version == 40 }
        try server.send(TestSleepRequest.self, .init(milliseconds: 300))
        let versions = server.notifications(PublishDiagnosticsNotification.self).filter { $0.uri == uri }.compactMap(
            \.version)
        XCTAssertEqual(versions, versions.sorted(), "publishes must never go back in version: \(versions)")
        XCTAssertEqual(versions.last, 40)
    }

    func testClosingClearsDiagnostics() throws {
        let workspace = try TestWorkspace(copying: "SampleWorkspace")
        let server = try start(workspace)
        let uri = try open(ordersScreen, in: workspace, on: server)
        _ = try server.diagnostics(for: uri) { !$0.isEmpty }
        server.notify(
            DidCloseTextDocumentNotification.self,
            DidCloseTextDocumentParams(textDocument: TextDocumentIdentifier(uri: uri)))
        try server.waitUntil("the last publish of \(uri) to be empty") {
            server.notifications(PublishDiagnosticsNotification.self).last { $0.uri == uri }?.diagnostics.isEmpty
                == true
        }
    }

    func testPullModeAnswersDocumentAndWorkspaceRequestsAndDoesNotPush() throws {
        let workspace = try TestWorkspace(copying: "SampleWorkspace")
        let server = try startServer()
        let result = try server.initialize(
            rootURI: workspace.rootURI,
            capabilities: .json(["textDocument": ["diagnostic": ["dynamicRegistration": false]]]))
        let provider = try XCTUnwrap(result.capabilities.diagnosticProvider)
        XCTAssertEqual(provider.interFileDependencies, true)
        XCTAssertEqual(provider.workspaceDiagnostics, true)

        let uri = try server.open(ordersScreen, in: workspace)
        var report: DocumentDiagnosticReport
        let deadline = Date().addingTimeInterval(15)
        repeat { // the workspace is read in the background; pull until its cross-file facts show
            report = try server.send(
                DocumentDiagnosticRequest.self, DocumentDiagnosticParams(textDocument: TextDocumentIdentifier(uri: uri))
            )
        } while (report.items ?? []).allSatisfy({ $0.relatedInformation == nil }) && Date() < deadline
        XCTAssertEqual(report.kind, "full")
        XCTAssertEqual(report.items?.ruleLines, expectedOrdersScreen)

        let resultID = try XCTUnwrap(report.resultId)
        let again = try server.send(
            DocumentDiagnosticRequest.self,
            DocumentDiagnosticParams(
                textDocument: TextDocumentIdentifier(uri: uri), previousResultId: resultID))
        XCTAssertEqual(again.kind, "unchanged")

        // Raw as well as typed: a file that is not open must have `"version": null`, not no version.
        let rawReport = try server.request(method: WorkspaceDiagnosticRequest.method, params: ["previousResultIds": []])
            .get()
        let items = try rawReport.decode(as: WorkspaceDiagnosticReport.self).items
        let rawItems = try XCTUnwrap(rawReport["items"]?.arrayValue)
        let settings = try XCTUnwrap(items.first { $0.uri.hasSuffix("Settings/Settings.swift") })
        XCTAssertEqual(settings.items?.ruleLines, ["mvvm/superfluous-suppression@4", "mvvm/view-name-mismatch@3"])
        let rawSettings = try XCTUnwrap(rawItems.first { $0["uri"]?.stringValue == settings.uri })
        XCTAssertEqual(rawSettings["version"], .null, "a file that is not open has a null version")
        let opened = try XCTUnwrap(items.first { $0.uri == uri })
        XCTAssertEqual(opened.version, 1)
        let generated = items.first { $0.uri.hasSuffix("GeneratedView.swift") }
        XCTAssertEqual(generated?.items?.count ?? 0, 0, "excluded folders report nothing")

        XCTAssertFalse(
            server.messages.contains { $0.methodName == PublishDiagnosticsNotification.method },
            "a pull client gets no pushed diagnostics")
    }
}
