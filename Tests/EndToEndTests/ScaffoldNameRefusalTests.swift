import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

/// Names whose generated types would hide SwiftUI, FOSMVVM or Foundation types, or exist
/// already, are refused by the CLI (exit 2) and shown disabled in the editor, unless forced.
final class ScaffoldNameRefusalTests: XCTestCase {
    private func fileCount(under root: URL) -> Int {
        (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
            .filter { !$0.hasDirectoryPath }.count
    }

    func testTheCommandRefusesWithExitTwoAndForceNameGoesAhead() throws {
        let workspace = try TestWorkspace()
        let root = workspace.root
        let refused = try CommandRun(["scaffold", "Progress", "--convention", "contract", "--root", root.path])
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(
            refused.stderr,
            "error: the scaffold would declare 'ProgressView', which hides the SwiftUI type "
                + "of that name; choose another name (or pass --force-name)\n")
        XCTAssertEqual(fileCount(under: root), 0, "nothing written")

        let forced = try CommandRun([
            "scaffold", "Progress", "--convention", "contract", "--force-name", "--root", root.path,
        ])
        XCTAssertEqual(forced.status, 0, forced.stderr)
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent("Sources/Presentation/Progress/Views/ProgressView.swift").path))
    }

    func testATypeDeclaredElsewhereIsRefused() throws {
        let workspace = try TestWorkspace()
        let root = workspace.root
        let legacy = root.appendingPathComponent("Sources/Legacy")
        try FileManager.default.createDirectory(at: legacy, withIntermediateDirectories: true)
        try "import Observation\n\n@Observable\nfinal class OrdersViewModel {}\n"
            .write(to: legacy.appendingPathComponent("Orders.swift"), atomically: true, encoding: .utf8)
        let refused = try CommandRun(["scaffold", "Orders", "--convention", "contract", "--root", root.path])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(
            refused.stderr.contains("'OrdersViewModel' is already declared in Sources/Legacy/Orders.swift"),
            refused.stderr)
        XCTAssertEqual(fileCount(under: root), 1)
    }

    func testTheEditorShowsOneDisabledActionWithTheReason() throws {
        let workspace = try TestWorkspace(copying: "SampleWorkspace")
        try workspace.write(
            "Sources/App/Root/LoadingScreen.swift",
            """
            import SwiftUI

            struct LoadingScreen: View {
                var body: some View { Prog1️⃣ressView() }
            }
            """)
        let server = try LSPTestClient()
        try server.initialize(
            rootURI: workspace.rootURI,
            capabilities: .json([
                "workspace": [
                    "workspaceEdit": ["documentChanges": true, "resourceOperations": ["create"]], "applyEdit": true,
                ],
                "textDocument": ["codeAction": ["disabledSupport": true]],
            ]))
        let uri = try server.open("Sources/App/Root/LoadingScreen.swift", in: workspace)
        _ = try server.diagnostics(for: uri) { _ in true }
        let actions = try server.send(
            CodeActionRequest.self,
            CodeActionParams(
                textDocument: TextDocumentIdentifier(uri: uri),
                range: LanguageServerProtocol.Range(
                    at: workspace.position("1️⃣", in: "Sources/App/Root/LoadingScreen.swift")),
                context: CodeActionContext(diagnostics: [], only: [.refactorScaffoldMVVM])))
        XCTAssertEqual(actions.count, 1, "\(actions)")
        XCTAssertEqual(actions.first?.title, "Scaffold Progress ViewModel + View")
        XCTAssertNil(actions.first?.edit)
        XCTAssertEqual(
            actions.first?.disabled?.reason,
            "the scaffold would declare 'ProgressView', which hides the SwiftUI type of that name; choose another name")
    }
}
