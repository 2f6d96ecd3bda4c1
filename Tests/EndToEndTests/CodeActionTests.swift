import Foundation
import XCTest

/// Quick fixes, suppression actions and fix-all through the real binary.
final class CodeActionTests: XCTestCase {
    private let ordersScreen = "Sources/App/Orders/OrdersScreen.swift"
    private let editCapabilities: [String: Any] = [
        "workspace": ["workspaceEdit": ["documentChanges": true, "resourceOperations": ["create", "rename"]]],
    ]

    private func actions(_ server: ServerProcess, _ uri: String, line: Int, only: [String]? = nil) throws -> [[String: Any]] {
        var context: [String: Any] = ["diagnostics": [Any]()]
        if let only { context["only"] = only }
        let response = try server.request("textDocument/codeAction", [
            "textDocument": ["uri": uri],
            "range": ["start": ["line": line, "character": 0], "end": ["line": line, "character": 200]],
            "context": context,
        ])
        return try XCTUnwrap(response["result"] as? [[String: Any]], "\(response)")
    }

    /// Applies an action's edit to the open document, as the editor would, and returns the new text.
    private func apply(_ action: [String: Any], _ server: ServerProcess, _ uri: String, text: String, version: Int) -> String {
        let edited = TextEditing.apply(TextEditing.edits(of: action, for: uri), to: text)
        server.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": version],
                                                 "contentChanges": [["text": edited]]])
        return edited
    }

    func testQuickFixIsOfferedPreferredAndRemovesTheFinding() throws {
        let workspace = try FixtureWorkspace(copying: "SampleWorkspace")
        let server = try ServerProcess()
        try server.initialize(capabilities: editCapabilities, extra: ["rootUri": workspace.rootURI])
        let uri = try server.open(ordersScreen, in: workspace)
        _ = try server.diagnostics(for: uri) { !$0.isEmpty }
        let offered = try actions(server, uri, line: 3)
        let fix = try XCTUnwrap(offered.first { $0["title"] as? String == "Use @StateObject" }, "\(offered.map { $0["title"] })")
        XCTAssertEqual(fix["kind"] as? String, "quickfix")
        XCTAssertEqual(fix["isPreferred"] as? Bool, true)
        let documentEdit = try XCTUnwrap(((fix["edit"] as? [String: Any])?["documentChanges"] as? [[String: Any]])?.first)
        XCTAssertEqual((documentEdit["textDocument"] as? [String: Any])?["version"] as? Int, 1,
                       "edits carry the document version so a stale edit is refused")

        let text = apply(fix, server, uri, text: try workspace.read(ordersScreen), version: 2)
        XCTAssertTrue(text.contains("@StateObject var viewModel = OrderListViewModel()"), text)
        let after = try server.diagnostics(for: uri, version: 2)
        XCTAssertFalse(after.ruleLines.contains("mvvm/observed-object-created-in-view@4"), "\(after.ruleLines)")
    }

    func testDisableForLineAndForFileSilenceTheRule() throws {
        let workspace = try FixtureWorkspace(copying: "SampleWorkspace")
        let server = try ServerProcess()
        try server.initialize(capabilities: editCapabilities, extra: ["rootUri": workspace.rootURI])
        let uri = try server.open(ordersScreen, in: workspace)
        _ = try server.diagnostics(for: uri) { !$0.isEmpty }
        var text = try workspace.read(ordersScreen)

        let lineAction = try XCTUnwrap(try actions(server, uri, line: 4).first {
            $0["title"] as? String == "Disable mvvm/navigation-in-view for this line"
        })
        text = apply(lineAction, server, uri, text: text, version: 2)
        XCTAssertTrue(text.contains("    // mvvm-lsp:disable:next mvvm/navigation-in-view\n    let router"), text)
        let afterLine = try server.diagnostics(for: uri, version: 2)
        XCTAssertFalse(afterLine.contains { $0["code"] as? String == "mvvm/navigation-in-view" }, "\(afterLine.ruleLines)")
        XCTAssertFalse(afterLine.contains { $0["code"] as? String == "mvvm/superfluous-suppression" })

        // Line 14 (0-based) after the inserted comment: the `.formatted(…)` call.
        let fileAction = try XCTUnwrap(try actions(server, uri, line: 14).first {
            $0["title"] as? String == "Disable mvvm/view-formats-data for this file"
        })
        text = apply(fileAction, server, uri, text: text, version: 3)
        XCTAssertTrue(text.hasPrefix("// mvvm-lsp:disable mvvm/view-formats-data\n"), text)
        let afterFile = try server.diagnostics(for: uri, version: 3)
        XCTAssertFalse(afterFile.contains { $0["code"] as? String == "mvvm/view-formats-data" }, "\(afterFile.ruleLines)")
    }

    func testFixAllAppliesEverySafeFixAndRespectsTheOnlyFilter() throws {
        let workspace = try FixtureWorkspace(copying: "SampleWorkspace")
        let server = try ServerProcess()
        try server.initialize(capabilities: editCapabilities, extra: ["rootUri": workspace.rootURI])
        let uri = try server.open(ordersScreen, in: workspace)
        _ = try server.diagnostics(for: uri) { !$0.isEmpty }
        let fixAll = try actions(server, uri, line: 0, only: ["source.fixAll"])
        XCTAssertEqual(fixAll.compactMap { $0["kind"] as? String }, ["source.fixAll.mvvm"])
        let text = TextEditing.apply(TextEditing.edits(of: fixAll[0], for: uri), to: try workspace.read(ordersScreen))
        XCTAssertTrue(text.contains("@StateObject var viewModel"), text)
        XCTAssertEqual(try actions(server, uri, line: 3, only: ["refactor"]).count, 0)
    }

    func testFileOperationFixesNeedResourceOperations() throws {
        let workspace = try FixtureWorkspace(copying: "SampleWorkspace")
        try workspace.write("Sources/App/Orders/Misnamed.swift", """
            import SwiftUI

            struct OrderListView: View {
                let viewModel: OrderListViewModel
                var body: some View { Text(viewModel.title) }
            }

            #Preview { OrderListView(viewModel: OrderListViewModel()) }
            """)
        let uri = workspace.uri("Sources/App/Orders/Misnamed.swift")
        let capable = try ServerProcess()
        try capable.initialize(capabilities: editCapabilities, extra: ["rootUri": workspace.rootURI])
        try capable.open("Sources/App/Orders/Misnamed.swift", in: workspace)
        _ = try capable.diagnostics(for: uri) { $0.contains { $0["code"] as? String == "mvvm/view-name-mismatch" } }
        let rename = try XCTUnwrap(try actions(capable, uri, line: 2).first {
            ($0["title"] as? String)?.hasPrefix("Rename the file") == true
        })
        let change = try XCTUnwrap(((rename["edit"] as? [String: Any])?["documentChanges"] as? [[String: Any]])?.first)
        XCTAssertEqual(change["kind"] as? String, "rename")
        XCTAssertEqual(change["newUri"] as? String, workspace.uri("Sources/App/Orders/OrderListView.swift"))

        let limited = try ServerProcess()
        try limited.initialize(extra: ["rootUri": workspace.rootURI])
        try limited.open("Sources/App/Orders/Misnamed.swift", in: workspace)
        _ = try limited.diagnostics(for: uri) { $0.contains { $0["code"] as? String == "mvvm/view-name-mismatch" } }
        XCTAssertFalse(try actions(limited, uri, line: 2).contains { ($0["title"] as? String)?.hasPrefix("Rename") == true },
                       "no rename is offered to a client that cannot rename files")
    }
}
