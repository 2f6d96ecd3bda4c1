import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

/// `mvvm-lsp check` honours FOSMVVM's review skill as its users write it: the root's
/// `.fosmvvm-review.yml` and `// fosmvvm-review:disable…` comments, on a copy of
/// `Tests/Fixtures/FOSMVVMWorkspace` (whose badge view reads the app state where its view model
/// has the value: `fosmvvm/view-reads-viewmodel-only`, the review's `view-reads-vm-only`).
final class FOSMVVMReviewCheckTests: XCTestCase {
    private struct Finding: Hashable {
        let rule: String
        let file: String
        let line: Int
        let severity: String
    }

    private let badge = "Sources/TaskViews/Dashboard/DashboardBadgeView.swift"
    private let readsAppState = "fosmvvm/view-reads-viewmodel-only"
    private let unjustified = "fosmvvm/suppression-without-justification"

    func testWithoutAReviewFileTheReviewSeveritiesApply() throws {
        let run = try check(try TestWorkspace(copying: "FOSMVVMWorkspace"))
        XCTAssertEqual(
            run.findings.filter { $0.file == badge && $0.rule == readsAppState }.map(\.severity), ["error"],
            "view-reads-vm-only is a blocker")
        XCTAssertEqual(run.findings.filter { $0.rule == unjustified }.map(\.line), [13])
    }

    func testDisabledChecksAreOff() throws {
        let workspace = try TestWorkspace(copying: "FOSMVVMWorkspace")
        try workspace.write(
            ".fosmvvm-review.yml", "disabled_checks:\n  - view-reads-vm-only\n  - suppression-without-justification\n")
        let run = try check(workspace)
        XCTAssertFalse(run.rules.contains(readsAppState), "\(run.findings)")
        XCTAssertFalse(run.rules.contains(unjustified), "\(run.findings)")
        XCTAssertTrue(
            run.rules.contains("fosmvvm/one-view-per-viewmodel"), "rules that are no review check keep running")
        XCTAssertEqual(run.stderr, "")
    }

    func testSeverityOverridesMapBlockerWarningNit() throws {
        for (reviewSeverity, severity) in [("blocker", "error"), ("warning", "warning"), ("nit", "info")] {
            let workspace = try TestWorkspace(copying: "FOSMVVMWorkspace")
            try workspace.write(
                ".fosmvvm-review.yml",
                "severity_overrides:\n  view-reads-vm-only: \(reviewSeverity)\n  suppression-without-justification: nit\n"
            )
            let run = try check(workspace)
            XCTAssertEqual(run.findings.filter { $0.rule == readsAppState }.map(\.severity), [severity], reviewSeverity)
            XCTAssertEqual(run.findings.filter { $0.rule == unjustified }.map(\.severity), ["info"])
        }
    }

    func testTheMVVMLSPConfigurationIsTheLayerAbove() throws {
        let workspace = try TestWorkspace(copying: "FOSMVVMWorkspace")
        try workspace.write(".fosmvvm-review.yml", "disabled_checks: [view-reads-vm-only]\n")
        let configuration = try workspace.read(".mvvm-lsp.yml")
        // The check's own name is an alias of the rule in `.mvvm-lsp.yml` too.
        try workspace.write(".mvvm-lsp.yml", configuration + "rules:\n  fosmvvm/view-reads-vm-only: warning\n")
        let run = try check(workspace)
        XCTAssertEqual(run.findings.filter { $0.rule == readsAppState }.map(\.severity), ["warning"])
    }

    func testExcludedPathsLeaveOnlyTheReviewChecksOut() throws {
        let workspace = try TestWorkspace(copying: "FOSMVVMWorkspace")
        try workspace.write(".fosmvvm-review.yml", "excluded_paths:\n  - \"Sources/TaskViews/Dashboard/**\"\n")
        let dashboard = try check(workspace).findings.filter { $0.file.hasPrefix("Sources/TaskViews/Dashboard/") }
        XCTAssertEqual(
            Set(dashboard.map(\.rule)),
            ["fosmvvm/one-view-per-viewmodel", "fosmvvm/view-conformance", "fosmvvm/preview-host"])
    }

    func testAMalformedReviewFileIsAWarningAndTheDefaultsApply() throws {
        for text in [
            "disabled_checks: [view-reads-vm-only]\nfail_on: warning\n", "disabled_checks: [view-reads-vm-only\n",
            "- just\n- a list\n",
        ] {
            let workspace = try TestWorkspace(copying: "FOSMVVMWorkspace")
            try workspace.write(".fosmvvm-review.yml", text)
            let run = try check(workspace)
            XCTAssertTrue(run.stderr.hasPrefix("warning: "), run.stderr)
            XCTAssertTrue(run.stderr.contains(".fosmvvm-review.yml:"), run.stderr)
            XCTAssertTrue(run.stderr.contains("the review checks keep their defaults"), run.stderr)
            XCTAssertEqual(run.findings.filter { $0.rule == readsAppState }.map(\.severity), ["error"], text)
        }
    }

    func testUnknownCheckNamesAreReportedAndTheRestApplies() throws {
        let workspace = try TestWorkspace(copying: "FOSMVVMWorkspace")
        try workspace.write(
            ".fosmvvm-review.yml",
            """
            disabled_checks: [no-such-check, view-reads-vm-only]
            severity_overrides:
              suppression-without-justification: nit
              view-no-env-mutation: critical
            """)
        let run = try check(workspace)
        XCTAssertTrue(run.stderr.contains("ignored unknown check `no-such-check`"), run.stderr)
        XCTAssertTrue(run.stderr.contains("`view-no-env-mutation`'s severity `critical`"), run.stderr)
        XCTAssertFalse(run.rules.contains(readsAppState))
        XCTAssertEqual(run.findings.filter { $0.rule == unjustified }.map(\.severity), ["info"])
    }

    func testTheThreeSuppressionFormsWithAJustificationSilenceTheCheck() throws {
        let forms: [(String, (String) -> String)] = [
            (
                "disable:next",
                {
                    $0.replacingOccurrences(
                        of: "        } icon: {\n",
                        with:
                            "        } icon: {\n            // fosmvvm-review:disable:next view-reads-vm-only — the live app-wide count\n"
                    )
                }
            ),
            (
                "disable:this",
                {
                    $0.replacingOccurrences(
                        of: "Text(appState.openTaskCount)",
                        with:
                            "Text(appState.openTaskCount) // fosmvvm-review:disable:this view-reads-vm-only: live count"
                    )
                }
            ),
            (
                "disable … enable",
                {
                    $0.replacingOccurrences(
                        of: "        Label {",
                        with:
                            "        // fosmvvm-review:disable view-reads-vm-only - the badge mirrors the app state\n        Label {"
                    )
                    .replacingOccurrences(
                        of: "        }\n    }\n\n    public init",
                        with: "        }\n        // fosmvvm-review:enable view-reads-vm-only\n    }\n\n    public init"
                    )
                }
            ),
            (
                "mvvm-lsp comment naming the check",
                {
                    $0.replacingOccurrences(
                        of: "Text(appState.openTaskCount)",
                        with: "Text(appState.openTaskCount) // mvvm-lsp:disable:this fosmvvm/view-reads-vm-only")
                }
            ),
        ]
        for (form, edit) in forms {
            let workspace = try TestWorkspace(copying: "FOSMVVMWorkspace")
            let text = try workspace.read(badge)
            try workspace.write(badge, edit(text))
            XCTAssertNotEqual(try workspace.read(badge), text, "\(form): the edit found its place")
            let run = try check(workspace)
            XCTAssertFalse(run.rules.contains(readsAppState), "\(form): \(run.findings)")
            XCTAssertEqual(
                run.findings.filter { $0.rule == unjustified }.map(\.line), [13],
                "\(form): only the fixture's own unjustified directive")
            XCTAssertFalse(run.rules.contains("mvvm/superfluous-suppression"), "\(form): the directive is used")
        }
    }

    func testAnUnjustifiedDirectiveStillSuppressesAndIsReported() throws {
        let workspace = try TestWorkspace(copying: "FOSMVVMWorkspace")
        let text = try workspace.read(badge)
        try workspace.write(
            badge,
            text.replacingOccurrences(
                of: "Text(appState.openTaskCount)",
                with: "Text(appState.openTaskCount) // fosmvvm-review:disable:this view-reads-vm-only"))
        let run = try check(workspace)
        XCTAssertFalse(run.rules.contains(readsAppState))
        XCTAssertEqual(run.findings.filter { $0.rule == unjustified }.map(\.line), [13, 17])
    }

    func testRulesListsEveryReviewCheckWithItsRuleOrWhyNone() throws {
        let run = try CommandRun(["rules", "--review-checks", "--format", "json"])
        let checks = try XCTUnwrap(run.json?.arrayValue)
        XCTAssertGreaterThanOrEqual(checks.count, 17)
        for check in checks {
            let name = try XCTUnwrap(check["check"]?.stringValue)
            XCTAssertTrue(
                check["rule"]?.stringValue != nil || check["reason"]?.stringValue != nil, "\(name): a rule or a reason")
        }
        let readsOnly = try XCTUnwrap(checks.first { $0["check"]?.stringValue == "view-reads-vm-only" })
        XCTAssertEqual(readsOnly["rule"]?.stringValue, readsAppState)
        let rules = try XCTUnwrap(try CommandRun(["rules", "--format", "json"]).json?.arrayValue)
        let rule = try XCTUnwrap(rules.first { $0["id"]?.stringValue == readsAppState })
        XCTAssertEqual(rule["aliases"]?.arrayValue?.compactMap(\.stringValue), ["fosmvvm/view-reads-vm-only"])
        XCTAssertEqual(rule["reviewCheck"]?.stringValue, "view-reads-vm-only")
        let text = try CommandRun(["rules"]).stdout
        XCTAssertTrue(text.contains("published-representation [cross-cutting, warning]: no rule — "), text)
    }

    // MARK: Helpers

    private struct Run {
        let findings: [Finding]
        let stderr: String
        var rules: Set<String> { Set(findings.map(\.rule)) }
    }

    private func check(_ workspace: TestWorkspace) throws -> Run {
        let run = try CommandRun(["check", ".", "--format", "json", "--fail-on", "never"], in: workspace.root)
        XCTAssertEqual(run.status, 0, run.stderr)
        let diagnostics = try XCTUnwrap(run.json?["diagnostics"]?.arrayValue, run.stdout)
        let findings = try diagnostics.map { diagnostic in
            Finding(
                rule: try XCTUnwrap(diagnostic["rule"]?.stringValue),
                file: try XCTUnwrap(diagnostic["file"]?.stringValue),
                line: try XCTUnwrap(diagnostic["line"]?.intValue),
                severity: try XCTUnwrap(diagnostic["severity"]?.stringValue))
        }
        return Run(findings: findings, stderr: run.stderr)
    }
}

/// The server reads `.fosmvvm-review.yml` too: a malformed one is a warning (a message and a
/// diagnostic of severity warning on the file), and the review checks keep their defaults.
final class FOSMVVMReviewServerTests: XCTestCase {
    func testAMalformedReviewFileIsAWarningInTheEditorAndTheDefaultsApply() throws {
        let workspace = try TestWorkspace(copying: "FOSMVVMWorkspace")
        try workspace.write(".fosmvvm-review.yml", "disabled_checks: [view-reads-vm-only]\nfail_on: blocker\n")
        let server = try LSPTestClient()
        try server.initialize(rootURI: workspace.rootURI)
        let uri = try server.open("Sources/TaskViews/Dashboard/DashboardBadgeView.swift", in: workspace)

        let shown = try server.notification(ShowMessageNotification.self)
        XCTAssertEqual(shown.type, .warning, "\(shown)")
        XCTAssertTrue(shown.message.contains("unknown key `fail_on`"), shown.message)
        let fileDiagnostics = try server.diagnostics(for: workspace.uri(".fosmvvm-review.yml")) { !$0.isEmpty }
        XCTAssertEqual(fileDiagnostics.map(\.code), ["configuration"])
        XCTAssertEqual(fileDiagnostics.first?.severity, .warning)
        XCTAssertEqual(fileDiagnostics.first?.range.start.line, 1)

        // The file is ignored as a whole: the check it would disable still runs, as a blocker.
        let diagnostics = try server.diagnostics(for: uri) {
            $0.contains { $0.code == "fosmvvm/view-reads-viewmodel-only" }
        }
        XCTAssertEqual(diagnostics.first { $0.code == "fosmvvm/view-reads-viewmodel-only" }?.severity, .error)
        XCTAssertTrue(server.isRunning)
    }
}
