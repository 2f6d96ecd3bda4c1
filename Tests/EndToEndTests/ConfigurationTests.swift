import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

/// Configuration from `.mvvm-lsp.yml`, `initializationOptions` and `didChangeConfiguration`.
final class ConfigurationTests: XCTestCase {
    private let ordersScreen = "Sources/App/Orders/OrdersScreen.swift"

    func testBrokenConfigurationIsReportedAndDefaultsStayInForce() throws {
        let workspace = try TestWorkspace(copying: "SampleWorkspace")
        try workspace.write(".mvvm-lsp.yml", "convention: contract\nrules:\n  mvvm/no-such-rule: warning\n")
        let server = try LSPTestClient()
        // The editor's settings turn the strict plain profile on (the observed-object rule with it).
        try server.initialize(
            rootURI: workspace.rootURI, initializationOptions: .object(["plainProfile": .string("strict")]))
        let uri = try server.open(ordersScreen, in: workspace)

        let shown = try server.notification(ShowMessageNotification.self)
        XCTAssertEqual(shown.type, .error)
        XCTAssertTrue(shown.message.contains("mvvm/no-such-rule"), "\(shown)")

        let configDiagnostics = try server.diagnostics(for: workspace.uri(".mvvm-lsp.yml")) { !$0.isEmpty }
        XCTAssertEqual(configDiagnostics.first?.code, "configuration")
        XCTAssertEqual(configDiagnostics.first?.range.start.line, 2)

        // The server goes on without the broken file (plain code here, not contract).
        let diagnostics = try server.diagnostics(for: uri) { !$0.isEmpty }
        XCTAssertTrue(diagnostics.contains { $0.code == "mvvm/observed-object-created-in-view" })
        XCTAssertTrue(server.isRunning)
    }

    func testEditingTheOpenConfigurationFileAppliesItOrReportsIt() throws {
        let workspace = try TestWorkspace(copying: "SampleWorkspace")
        let server = try LSPTestClient()
        try server.initialize(rootURI: workspace.rootURI)
        let uri = try server.open(ordersScreen, in: workspace)
        _ = try server.diagnostics(for: uri) { $0.contains { $0.code == "mvvm/hardcoded-text" } }

        let configURI = try server.open(".mvvm-lsp.yml", in: workspace)
        server.replaceText(
            of: configURI, with: "convention: contract\nrules:\n  mvvm/hardcoded-text: off\n", version: 2)
        _ = try server.diagnostics(for: uri) { diagnostics in
            !diagnostics.isEmpty && !diagnostics.contains { $0.code == "mvvm/hardcoded-text" }
        }
        server.replaceText(of: configURI, with: "convention: [not, a, convention\n", version: 3)
        let broken = try server.diagnostics(for: configURI, version: 3)
        XCTAssertEqual(broken.first?.code, "configuration")
        XCTAssertEqual(broken.first?.severity, .error)
    }

    func testInitializationOptionsAndDidChangeConfiguration() throws {
        let workspace = try TestWorkspace(copying: "SampleWorkspace")
        let server = try LSPTestClient()
        try server.initialize(
            rootURI: workspace.rootURI, initializationOptions: ["rules": ["mvvm/navigation-in-view": "off"]])
        let uri = try server.open(ordersScreen, in: workspace)
        let first = try server.diagnostics(for: uri) { $0.contains { $0.code == "mvvm/hardcoded-text" } }
        XCTAssertFalse(first.contains { $0.code == "mvvm/navigation-in-view" }, "\(first.ruleLines)")

        server.notify(
            DidChangeConfigurationNotification.self,
            DidChangeConfigurationParams(settings: [
                "mvvm-lsp": [
                    "rules": [
                        "mvvm/navigation-in-view": "error", "mvvm/hardcoded-text": "off",
                    ]
                ]
            ]))
        let changed = try server.diagnostics(for: uri) { diagnostics in
            diagnostics.contains { $0.code == "mvvm/navigation-in-view" && $0.severity == .error }
        }
        XCTAssertFalse(changed.contains { $0.code == "mvvm/hardcoded-text" }, "\(changed.ruleLines)")

        server.notify(
            DidChangeConfigurationNotification.self,
            DidChangeConfigurationParams(settings: ["mvvm-lsp": ["rules": "not a map"]]))
        let shown = try server.notification(ShowMessageNotification.self)
        XCTAssertTrue(shown.message.contains("editor settings"))
    }

    func testWatchedFileChangesUpdateOtherFilesDiagnostics() throws {
        let workspace = try TestWorkspace(copying: "SampleWorkspace")
        let server = try LSPTestClient()
        try server.initialize(rootURI: workspace.rootURI)
        let uri = try server.open(ordersScreen, in: workspace)
        _ = try server.diagnostics(for: uri) { $0.contains { $0.relatedInformation != nil } }
        // The configuration file changes on disk: hardcoded text is no longer checked.
        try workspace.write(".mvvm-lsp.yml", "convention: contract\nrules:\n  mvvm/hardcoded-text: off\n")
        server.notify(
            DidChangeWatchedFilesNotification.self,
            DidChangeWatchedFilesParams(
                changes: [FileEvent(uri: workspace.uri(".mvvm-lsp.yml"), type: .changed)]))
        _ = try server.diagnostics(for: uri) { diagnostics in
            !diagnostics.isEmpty && !diagnostics.contains { $0.code == "mvvm/hardcoded-text" }
        }
    }

    func testFileWatchersAreRegisteredWhenTheClientAllowsIt() throws {
        let workspace = try TestWorkspace(copying: "SampleWorkspace")
        let server = try LSPTestClient.answeredByTest()
        try server.initialize(
            rootURI: workspace.rootURI,
            capabilities: .json(["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]]))
        let request = try server.serverRequest(RegisterCapabilityRequest.self)
        let registration = try XCTUnwrap(request.params.registrations.first)
        XCTAssertEqual(registration.method, "workspace/didChangeWatchedFiles")
        XCTAssertEqual(
            registration.registerOptions?["watchers"]?.arrayValue?.compactMap { $0["globPattern"]?.stringValue },
            ["**/*.swift", "**/*.yml", "**/*.yaml", "**/.mvvm-lsp-baseline.json"])
        server.reply(to: request, with: NullResult())
        XCTAssertNoThrow(try server.send(TestSleepRequest.self, .init(milliseconds: 1)))
        XCTAssertFalse(server.stderr.contains("answered 'client/registerCapability' with error"))

        let plain = try LSPTestClient.answeredByTest()
        try plain.initialize(rootURI: workspace.rootURI)
        try plain.send(TestSleepRequest.self, .init(milliseconds: 50))
        XCTAssertTrue(plain.serverRequests(RegisterCapabilityRequest.self).isEmpty)
        XCTAssertFalse(plain.messages.contains { $0.methodName == RegisterCapabilityRequest.method })
    }
}
