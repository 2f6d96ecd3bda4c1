import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

/// Quick fixes, suppression actions and fix-all through the real binary.
class CodeActionTests: ServerTestCase {
    private let ordersScreen = "Sources/App/Orders/OrdersScreen.swift"
    private let editCapabilities = ClientCapabilities.json([
        "workspace": ["workspaceEdit": ["documentChanges": true, "resourceOperations": ["create", "rename"]]]
    ])

    private func actions(
        _ server: LSPTestClient, _ uri: DocumentURI, at range: LanguageServerProtocol.Range?,
        only: [CodeActionKind]? = nil
    ) throws -> [CodeAction] {
        try server.send(
            CodeActionRequest.self,
            CodeActionParams(
                textDocument: TextDocumentIdentifier(uri: uri), range: try XCTUnwrap(range),
                context: CodeActionContext(diagnostics: [], only: only)))
    }

    /// Applies an action's edit to the open document, as the editor would, and returns the new text.
    private func apply(_ action: CodeAction, _ server: LSPTestClient, _ uri: DocumentURI, text: String, version: Int)
        -> String
    {
        let edited = TextEditing.apply(TextEditing.edits(of: action.edit, for: uri), to: text)
        server.replaceText(of: uri, with: edited, version: version)
        return edited
    }

    func testQuickFixIsOfferedPreferredAndRemovesTheFinding() throws {
        let workspace = try TestWorkspace(copying: "SampleWorkspace")
        let server = try startServer()
        try server.initialize(rootURI: workspace.rootURI, capabilities: editCapabilities)
        let uri = try server.open(ordersScreen, in: workspace)
        _ = try server.diagnostics(for: uri) { !$0.isEmpty }
        let offered = try actions(
            server, uri, at: try workspace.read(ordersScreen).lspRange(of: "@ObservedObject var viewModel"))
        let fix = try XCTUnwrap(offered.first { $0.title == "Use @StateObject" }, "\(offered.map(\.title))")
        XCTAssertEqual(fix.kind, .quickFix)
        XCTAssertEqual(fix.isPreferred, true)
        let firstChange = try XCTUnwrap(fix.edit?.documentChanges?.first)
        guard case .edit(let documentEdit) = firstChange else { return XCTFail("\(firstChange)") }
        XCTAssertEqual(
            documentEdit.textDocument.version, 1, "edits carry the document version so a stale edit is refused")

        let text = apply(fix, server, uri, text: try workspace.read(ordersScreen), version: 2)
        XCTAssertTrue(text.contains("@StateObject var viewModel = OrderListViewModel()"), text)
        let after = try server.diagnostics(for: uri, version: 2)
        XCTAssertFalse(after.ruleLines.contains("mvvm/observed-object-created-in-view@4"), "\(after.ruleLines)")
    }

    /// The cursor anywhere on the flagged line, not only on the flagged token, gets the fix;
    /// a line without a finding gets none.
    func testQuickFixIsOfferedFromAnywhereOnTheFlaggedLine() throws {
        let workspace = try TestWorkspace(copying: "SampleWorkspace")
        let server = try startServer()
        try server.initialize(rootURI: workspace.rootURI, capabilities: editCapabilities)
        let uri = try server.open(ordersScreen, in: workspace)
        let diagnostics = try server.diagnostics(for: uri) { !$0.isEmpty }
        let flagged = try XCTUnwrap(diagnostics.first { $0.code == "mvvm/observed-object-created-in-view" })
        let lineStart = Position(line: flagged.range.start.line, character: 0)
        XCTAssertNotEqual(lineStart, flagged.range.start, "the cursor is off the flagged token")
        let offered = try actions(server, uri, at: LanguageServerProtocol.Range(at: lineStart), only: [.quickFix])
        XCTAssertTrue(offered.contains { $0.title == "Use @StateObject" }, "\(offered.map(\.title))")
        let otherLine = Position(line: flagged.range.start.line + 1, character: 0)
        let elsewhere = try actions(server, uri, at: LanguageServerProtocol.Range(at: otherLine), only: [.quickFix])
        XCTAssertFalse(elsewhere.contains { $0.title == "Use @StateObject" }, "\(elsewhere.map(\.title))")
    }

    func testDisableForLineAndForFileSilenceTheRule() throws {
        let workspace = try TestWorkspace(copying: "SampleWorkspace")
        let server = try startServer()
        try server.initialize(rootURI: workspace.rootURI, capabilities: editCapabilities)
        let uri = try server.open(ordersScreen, in: workspace)
        _ = try server.diagnostics(for: uri) { !$0.isEmpty }
        var text = try workspace.read(ordersScreen)

        let lineAction = try XCTUnwrap(
            try actions(server, uri, at: text.lspRange(of: "router.open(order)")).first {
                $0.title == "Disable mvvm/navigation-in-view for this line"
            })
        text = apply(lineAction, server, uri, text: text, version: 2)
        XCTAssertTrue(
            text.contains(
                "// mvvm-lsp:disable:next mvvm/navigation-in-view\n                    Button(order.title) { router.open(order) }"
            ), text)
        let afterLine = try server.diagnostics(for: uri, version: 2)
        XCTAssertFalse(afterLine.contains { $0.code == "mvvm/navigation-in-view" }, "\(afterLine.ruleLines)")
        XCTAssertFalse(afterLine.contains { $0.code == "mvvm/superfluous-suppression" })

        // The `.formatted(…)` call, a line further down after the inserted comment.
        let formatted = text.lspRange(of: "viewModel.updatedAt.formatted(date: .abbreviated, time: .shortened)")
        let fileAction = try XCTUnwrap(
            try actions(server, uri, at: formatted).first {
                $0.title == "Disable mvvm/view-formats-data for this file"
            })
        text = apply(fileAction, server, uri, text: text, version: 3)
        XCTAssertTrue(text.hasPrefix("// mvvm-lsp:disable mvvm/view-formats-data\n"), text)
        let afterFile = try server.diagnostics(for: uri, version: 3)
        XCTAssertFalse(afterFile.contains { $0.code == "mvvm/view-formats-data" }, "\(afterFile.ruleLines)")
    }

    func testFixAllAppliesEverySafeFixAndRespectsTheOnlyFilter() throws {
        let workspace = try TestWorkspace(copying: "SampleWorkspace")
        let server = try startServer()
        try server.initialize(rootURI: workspace.rootURI, capabilities: editCapabilities)
        let uri = try server.open(ordersScreen, in: workspace)
        _ = try server.diagnostics(for: uri) { !$0.isEmpty }
        let fixAll = try actions(
            server, uri, at: LanguageServerProtocol.Range(at: .documentStart), only: [.sourceFixAll])
        XCTAssertEqual(fixAll.compactMap(\.kind), [.sourceFixAllMVVM])
        let text = TextEditing.apply(
            TextEditing.edits(of: try XCTUnwrap(fixAll.first).edit, for: uri), to: try workspace.read(ordersScreen))
        XCTAssertTrue(text.contains("@StateObject var viewModel"), text)
        XCTAssertEqual(
            try actions(
                server, uri, at: try workspace.read(ordersScreen).lspRange(of: "@ObservedObject"),
                only: [CodeActionKind(rawValue: "refactor")]
            ).count, 0)
    }

    func testFileOperationFixesNeedResourceOperations() throws {
        let workspace = try TestWorkspace(copying: "SampleWorkspace")
        try workspace.write(
            "Sources/App/Orders/Misnamed.swift",
            """
            import SwiftUI

            1️⃣struct OrderListView: View {2️⃣
                let viewModel: OrderListViewModel
                var body: some View { Text(viewModel.title) }
            }

            #Preview { OrderListView(viewModel: OrderListViewModel()) }
            """)
        let uri = workspace.uri("Sources/App/Orders/Misnamed.swift")
        let capable = try startServer()
        try capable.initialize(rootURI: workspace.rootURI, capabilities: editCapabilities)
        try capable.open("Sources/App/Orders/Misnamed.swift", in: workspace)
        _ = try capable.diagnostics(for: uri) { $0.contains { $0.code == "mvvm/view-name-mismatch" } }
        let declaration = workspace.range("1️⃣", "2️⃣", in: "Sources/App/Orders/Misnamed.swift")
        let rename = try XCTUnwrap(
            try actions(capable, uri, at: declaration).first {
                $0.title.hasPrefix("Rename the file")
            })
        let change = try XCTUnwrap(rename.edit?.documentChanges?.first)
        guard case .rename(_, let newURI, _) = change else { return XCTFail("a rename: \(change)") }
        XCTAssertEqual(newURI, workspace.uri("Sources/App/Orders/OrderListView.swift"))

        let limited = try startServer()
        try limited.initialize(rootURI: workspace.rootURI)
        try limited.open("Sources/App/Orders/Misnamed.swift", in: workspace)
        _ = try limited.diagnostics(for: uri) { $0.contains { $0.code == "mvvm/view-name-mismatch" } }
        XCTAssertFalse(
            try actions(limited, uri, at: declaration).contains { $0.title.hasPrefix("Rename") },
            "no rename is offered to a client that cannot rename files")
    }
}
