import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

/// The `baseline:` setting in the editor: baselined findings are not published, or published as
/// hints with `showBaselined: true`; a rewritten baseline applies without a restart.
final class EditorBaselineTests: XCTestCase {
    private let ordersScreen = "Sources/App/Orders/OrdersScreen.swift"

    func testBaselinedFindingsAreHiddenOrShownAsHintsAndARewrittenBaselineApplies() throws {
        let workspace = try TestWorkspace(copying: "SampleWorkspace")
        let written = try CommandRun(["check", "--write-baseline", ".mvvm-lsp-baseline.json"], in: workspace.root)
        XCTAssertEqual(written.status, 0, written.stderr)
        try workspace.write(
            ".mvvm-lsp.yml", try workspace.read(".mvvm-lsp.yml") + "\nbaseline: .mvvm-lsp-baseline.json\n")
        let server = try LSPTestClient()
        try server.initialize(rootURI: workspace.rootURI)
        let uri = workspace.uri(ordersScreen)
        server.open(uri, text: try workspace.read(ordersScreen))

        // A second copy of a baselined mistake is the only finding shown.
        let text = try workspace.read(ordersScreen).replacingOccurrences(
            of: "        .navigationTitle(\"Orders\")\n",
            with: "        .navigationTitle(\"Orders\")\n        .navigationTitle(\"Orders\")\n")
        server.replaceText(of: uri, with: text, version: 2)
        XCTAssertEqual(try server.diagnostics(for: uri) { !$0.isEmpty }.ruleLines, ["mvvm/hardcoded-text@17"])

        server.notify(
            DidChangeConfigurationNotification.self,
            DidChangeConfigurationParams(
                settings: .object(["mvvm-lsp": .object(["showBaselined": .bool(true)])])))
        let all = try server.diagnostics(for: uri) { $0.count > 1 }
        XCTAssertEqual(all.count, 8, all.ruleLines.description)
        XCTAssertEqual(
            all.filter { $0.severity == .hint }.count, 7, "the baselined findings are hints: \(all.ruleLines)")
        XCTAssertEqual(all.filter { $0.severity == .warning }.ruleLines, ["mvvm/hardcoded-text@17"])

        // The team records the second copy too: once the baseline changes, it is a hint as well.
        try workspace.write(ordersScreen, text)
        let rewritten = try CommandRun(["check", "--write-baseline", ".mvvm-lsp-baseline.json"], in: workspace.root)
        XCTAssertEqual(rewritten.status, 0, rewritten.stderr)
        server.notify(
            DidChangeWatchedFilesNotification.self,
            DidChangeWatchedFilesParams(
                changes: [FileEvent(uri: workspace.uri(".mvvm-lsp-baseline.json"), type: .changed)]))
        let allHints = try server.diagnostics(for: uri) { $0.count == 8 && $0.allSatisfy { $0.severity == .hint } }
        XCTAssertEqual(allHints.count, 8)
    }

    func testAMissingBaselineIsLoggedAndHidesNothing() throws {
        let workspace = try TestWorkspace(copying: "SampleWorkspace")
        try workspace.write(".mvvm-lsp.yml", try workspace.read(".mvvm-lsp.yml") + "\nbaseline: missing.json\n")
        let server = try LSPTestClient()
        try server.initialize(rootURI: workspace.rootURI)
        let uri = workspace.uri(ordersScreen)
        server.open(uri, text: try workspace.read(ordersScreen))
        XCTAssertEqual(try server.diagnostics(for: uri) { $0.count == 7 }.count, 7)
        let logged = try server.notification(LogMessageNotification.self) {
            $0.message.contains("Baseline not applied")
        }
        XCTAssertEqual(logged.type, .warning)
    }
}
