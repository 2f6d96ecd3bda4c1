import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

/// What the server tells an editor about its state: `mvvm/indexReady` once a folder is read,
/// `mvvm/status` on request, and `workspace/codeLens/refresh` when an edit changes pairs.
final class StatusAndLensRefreshTests: ServerTestCase {
    private func workspace() throws -> TestWorkspace {
        try TestWorkspace(files: [
            "Package.swift":
                "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"Shop\", targets: [.target(name: \"Shop\")])\n",
            ".mvvm-lsp.yml": "locales: [en]\n",
            "Sources/Shop/CartView.swift":
                "struct CartView: View {\n    @State var viewModel: CartViewModel\n    var body: some View { EmptyView() }\n}\n",
            "Sources/Shop/CartViewModel.swift": "@Observable final class CartViewModel {\n    var total = 0\n}\n",
        ])
    }

    func testIndexReadyThenStatusNamesTheFolderItsStateAndEachModulesConvention() throws {
        let workspace = try workspace()
        let server = try startServer()
        try server.initialize(rootURI: workspace.rootURI)
        let ready = try server.notification(IndexReadyNotification.self, timeout: 30) { _ in true }
        XCTAssertEqual(ready.root, workspace.rootURI)
        XCTAssertEqual(ready.files, 3, "two sources and the manifest")
        let status = try server.send(StatusRequest.self, EmptyParams())
        XCTAssertEqual(status.name, "mvvm-lsp")
        XCTAssertFalse(status.version.isEmpty)
        let root = try XCTUnwrap(status.roots.first { $0.uri == workspace.rootURI }, "\(status.roots)")
        XCTAssertEqual(root.state, .indexed)
        XCTAssertEqual(root.files, 3)
        XCTAssertEqual(root.configurationFiles, [".mvvm-lsp.yml"])
        XCTAssertEqual(root.configurationErrors, [])
        let shop = try XCTUnwrap(root.modules.first { $0.name == "Shop" }, "\(root.modules)")
        XCTAssertEqual(shop.path, "Sources/Shop")
        XCTAssertEqual(shop.kind, "app")
        XCTAssertTrue(shop.linted)
        XCTAssertEqual(shop.conventions.map(\.convention), ["plain"])
        XCTAssertEqual(shop.conventions.first?.files, 2)
        XCTAssertFalse(shop.conventions.first?.evidence.isEmpty ?? true)
    }

    func testABrokenConfigurationIsInTheStatus() throws {
        let workspace = try workspace()
        try workspace.write(".mvvm-lsp.yml", "rules: [unclosed\n")
        let server = try startServer()
        try server.initialize(rootURI: workspace.rootURI)
        _ = try server.notification(IndexReadyNotification.self, timeout: 30) { _ in true }
        let root = try XCTUnwrap(try server.send(StatusRequest.self, EmptyParams()).roots.first)
        XCTAssertEqual(root.configurationErrors.count, 1, "\(root.configurationErrors)")
        XCTAssertTrue(root.configurationErrors.first?.contains(".mvvm-lsp.yml") ?? false)
    }

    func testAnEditThatChangesDeclarationsAsksForLensesAgainAndOneInsideABodyDoesNot() throws {
        let workspace = try workspace()
        let server = try startServer()
        try server.initialize(
            rootURI: workspace.rootURI,
            capabilities: ClientCapabilities.json(["workspace": ["codeLens": ["refreshSupport": true]]]))
        _ = try server.notification(IndexReadyNotification.self, timeout: 30) { _ in true }
        let refreshes = { server.serverRequests(CodeLensRefreshRequest.self).count }
        try server.waitUntil("the refresh after indexing") { refreshes() == 1 }
        let uri = try server.open("Sources/Shop/CartViewModel.swift", in: workspace)
        _ = try server.diagnostics(for: uri, version: 1)
        server.replaceText(of: uri, with: "@Observable final class CartViewModel {\n    var total = 1\n}\n", version: 2)
        _ = try server.diagnostics(for: uri, version: 2)
        XCTAssertEqual(refreshes(), 1, "an edit inside a body changes no pair")
        server.replaceText(of: uri, with: "final class CartModel {\n    var total = 1\n}\n", version: 3)
        _ = try server.diagnostics(for: uri, version: 3)
        try server.waitUntil("a refresh after the view model was renamed") { refreshes() == 2 }
        server.replaceText(of: uri, with: "@Observable final class CartViewModel {\n    var total = 1\n}\n", version: 4)
        try server.waitUntil("a refresh after the rename was undone") { refreshes() == 3 }
    }
}
