import Foundation
import XCTest

/// Configuration from `.mvvm-lsp.yml`, `initializationOptions` and `didChangeConfiguration`.
final class ConfigurationTests: XCTestCase {
    private let ordersScreen = "Sources/App/Orders/OrdersScreen.swift"

    func testBrokenConfigurationIsReportedAndDefaultsStayInForce() throws {
        let workspace = try FixtureWorkspace(copying: "SampleWorkspace")
        try workspace.write(".mvvm-lsp.yml", "convention: contract\nrules:\n  mvvm/no-such-rule: warning\n")
        let server = try ServerProcess()
        try server.initialize(extra: ["rootUri": workspace.rootURI])
        let uri = try server.open(ordersScreen, in: workspace)

        let shown = try server.notification("window/showMessage")
        let params = try XCTUnwrap(shown["params"] as? [String: Any])
        XCTAssertEqual(params["type"] as? Int, 1)
        XCTAssertTrue((params["message"] as? String)?.contains("mvvm/no-such-rule") == true, "\(params)")

        let configDiagnostics = try server.diagnostics(for: workspace.uri(".mvvm-lsp.yml")) { !$0.isEmpty }
        XCTAssertEqual(configDiagnostics.first?["code"] as? String, "configuration")
        XCTAssertEqual(((configDiagnostics.first?["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int, 2)

        // The server goes on with the default configuration (plain code here: the quiet defaults).
        let diagnostics = try server.diagnostics(for: uri) { !$0.isEmpty }
        XCTAssertTrue(diagnostics.contains { $0["code"] as? String == "mvvm/observed-object-created-in-view" })
        XCTAssertTrue(server.process.isRunning)
    }

    func testEditingTheOpenConfigurationFileAppliesItOrReportsIt() throws {
        let workspace = try FixtureWorkspace(copying: "SampleWorkspace")
        let server = try ServerProcess()
        try server.initialize(extra: ["rootUri": workspace.rootURI])
        let uri = try server.open(ordersScreen, in: workspace)
        _ = try server.diagnostics(for: uri) { $0.contains { $0["code"] as? String == "mvvm/hardcoded-text" } }

        let configURI = try server.open(".mvvm-lsp.yml", in: workspace)
        server.notify("textDocument/didChange", [
            "textDocument": ["uri": configURI, "version": 2],
            "contentChanges": [["text": "convention: contract\nrules:\n  mvvm/hardcoded-text: off\n"]],
        ])
        _ = try server.diagnostics(for: uri) { diagnostics in
            !diagnostics.isEmpty && !diagnostics.contains { $0["code"] as? String == "mvvm/hardcoded-text" }
        }
        server.notify("textDocument/didChange", [
            "textDocument": ["uri": configURI, "version": 3],
            "contentChanges": [["text": "convention: [not, a, convention\n"]],
        ])
        let broken = try server.diagnostics(for: configURI, version: 3)
        XCTAssertEqual(broken.first?["code"] as? String, "configuration")
        XCTAssertEqual(broken.first?["severity"] as? Int, 1)
    }

    func testInitializationOptionsAndDidChangeConfiguration() throws {
        let workspace = try FixtureWorkspace(copying: "SampleWorkspace")
        let server = try ServerProcess()
        try server.initialize(extra: [
            "rootUri": workspace.rootURI,
            "initializationOptions": ["rules": ["mvvm/navigation-in-view": "off"]],
        ])
        let uri = try server.open(ordersScreen, in: workspace)
        let first = try server.diagnostics(for: uri) { $0.contains { $0["code"] as? String == "mvvm/hardcoded-text" } }
        XCTAssertFalse(first.contains { $0["code"] as? String == "mvvm/navigation-in-view" }, "\(first.ruleLines)")

        server.notify("workspace/didChangeConfiguration", ["settings": ["mvvm-lsp": ["rules": [
            "mvvm/navigation-in-view": "error", "mvvm/hardcoded-text": "off",
        ]]]])
        let changed = try server.diagnostics(for: uri) { diagnostics in
            diagnostics.contains { $0["code"] as? String == "mvvm/navigation-in-view" && $0["severity"] as? Int == 1 }
        }
        XCTAssertFalse(changed.contains { $0["code"] as? String == "mvvm/hardcoded-text" }, "\(changed.ruleLines)")

        server.notify("workspace/didChangeConfiguration", ["settings": ["mvvm-lsp": ["rules": "not a map"]]])
        let shown = try server.notification("window/showMessage")
        XCTAssertTrue(((shown["params"] as? [String: Any])?["message"] as? String)?.contains("editor settings") == true)
    }

    func testWatchedFileChangesUpdateOtherFilesDiagnostics() throws {
        let workspace = try FixtureWorkspace(copying: "SampleWorkspace")
        let server = try ServerProcess()
        try server.initialize(extra: ["rootUri": workspace.rootURI])
        let uri = try server.open(ordersScreen, in: workspace)
        _ = try server.diagnostics(for: uri) { $0.contains { $0["relatedInformation"] != nil } }
        // The configuration file changes on disk: hardcoded text is no longer checked.
        try workspace.write(".mvvm-lsp.yml", "convention: contract\nrules:\n  mvvm/hardcoded-text: off\n")
        server.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": workspace.uri(".mvvm-lsp.yml"), "type": 2]]])
        _ = try server.diagnostics(for: uri) { diagnostics in
            !diagnostics.isEmpty && !diagnostics.contains { $0["code"] as? String == "mvvm/hardcoded-text" }
        }
    }

    func testFileWatchersAreRegisteredWhenTheClientAllowsIt() throws {
        let workspace = try FixtureWorkspace(copying: "SampleWorkspace")
        let server = try ServerProcess()
        try server.initialize(capabilities: ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]],
                              extra: ["rootUri": workspace.rootURI])
        let request = try server.waitForMessage("client/registerCapability") {
            $0["method"] as? String == "client/registerCapability"
        }
        let registration = try XCTUnwrap(((request["params"] as? [String: Any])?["registrations"] as? [[String: Any]])?.first)
        XCTAssertEqual(registration["method"] as? String, "workspace/didChangeWatchedFiles")
        let globs = ((registration["registerOptions"] as? [String: Any])?["watchers"] as? [[String: Any]])?
            .compactMap { $0["globPattern"] as? String }
        XCTAssertEqual(globs, ["**/*.swift", "**/*.yml", "**/*.yaml", "**/.mvvm-lsp-baseline.json"])
        server.send(["id": request["id"] ?? NSNull(), "result": NSNull()])
        XCTAssertNotNil(try server.request("mvvm-test/sleep", ["milliseconds": 1])["result"])
        XCTAssertFalse(server.stderr.contains("answered 'client/registerCapability' with error"))

        let plain = try ServerProcess()
        try plain.initialize(extra: ["rootUri": workspace.rootURI])
        _ = try plain.request("mvvm-test/sleep", ["milliseconds": 50])
        XCTAssertFalse(plain.messages.contains { $0["method"] as? String == "client/registerCapability" })
    }
}
