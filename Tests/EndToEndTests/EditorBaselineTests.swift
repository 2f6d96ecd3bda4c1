import Foundation
import XCTest

/// The `baseline:` setting in the editor: baselined findings are not published, or published as
/// hints with `showBaselined: true`; a rewritten baseline applies without a restart.
final class EditorBaselineTests: XCTestCase {
    private let ordersScreen = "Sources/App/Orders/OrdersScreen.swift"

    func testBaselinedFindingsAreHiddenOrShownAsHintsAndARewrittenBaselineApplies() throws {
        let workspace = try FixtureWorkspace(copying: "SampleWorkspace")
        let written = try CommandRun(["check", "--write-baseline", ".mvvm-lsp-baseline.json"], in: workspace.root)
        XCTAssertEqual(written.status, 0, written.stderr)
        try workspace.write(".mvvm-lsp.yml", try workspace.read(".mvvm-lsp.yml") + "\nbaseline: .mvvm-lsp-baseline.json\n")
        let server = try ServerProcess()
        try server.initialize(extra: ["rootUri": workspace.rootURI])
        let uri = try server.open(ordersScreen, in: workspace)

        // A second copy of a baselined mistake is the only finding shown.
        var text = try workspace.read(ordersScreen)
        text = text.replacingOccurrences(of: "        .navigationTitle(\"Orders\")\n",
                                         with: "        .navigationTitle(\"Orders\")\n        .navigationTitle(\"Orders\")\n")
        server.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": text]]])
        let onlyNew = try server.diagnostics(for: uri) { !$0.isEmpty }
        XCTAssertEqual(onlyNew.ruleLines, ["mvvm/hardcoded-text@17"])

        server.notify("workspace/didChangeConfiguration", ["settings": ["mvvm-lsp": ["showBaselined": true]]])
        let all = try server.diagnostics(for: uri) { $0.count > 1 }
        XCTAssertEqual(all.count, 8, all.ruleLines.description)
        let hints = all.filter { $0["severity"] as? Int == 4 }
        XCTAssertEqual(hints.count, 7, "the baselined findings are hints: \(all.ruleLines)")
        XCTAssertEqual(all.filter { $0["severity"] as? Int == 2 }.ruleLines, ["mvvm/hardcoded-text@17"])

        // The team records the second copy too: once the baseline changes, it is a hint as well.
        try workspace.write(ordersScreen, text)
        let rewritten = try CommandRun(["check", "--write-baseline", ".mvvm-lsp-baseline.json"], in: workspace.root)
        XCTAssertEqual(rewritten.status, 0, rewritten.stderr)
        server.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": workspace.uri(".mvvm-lsp-baseline.json"), "type": 2]]])
        let allHints = try server.diagnostics(for: uri) { diagnostics in
            diagnostics.count == 8 && diagnostics.allSatisfy { $0["severity"] as? Int == 4 }
        }
        XCTAssertEqual(allHints.count, 8)
    }

    func testAMissingBaselineIsLoggedAndHidesNothing() throws {
        let workspace = try FixtureWorkspace(copying: "SampleWorkspace")
        try workspace.write(".mvvm-lsp.yml", try workspace.read(".mvvm-lsp.yml") + "\nbaseline: missing.json\n")
        let server = try ServerProcess()
        try server.initialize(extra: ["rootUri": workspace.rootURI])
        let uri = try server.open(ordersScreen, in: workspace)
        let shown = try server.diagnostics(for: uri) { $0.count == 7 }
        XCTAssertEqual(shown.count, 7)
        let logged = try server.waitForMessage("the baseline warning") { message in
            message["method"] as? String == "window/logMessage"
                && ((message["params"] as? [String: Any])?["message"] as? String)?.contains("Baseline not applied") == true
        }
        XCTAssertEqual((logged["params"] as? [String: Any])?["type"] as? Int, 2, "a warning")
    }
}
