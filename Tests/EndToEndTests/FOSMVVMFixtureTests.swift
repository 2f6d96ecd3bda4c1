import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

/// `mvvm-lsp check` on `Tests/Fixtures/FOSMVVMWorkspace`, a FOSMVVM package that is mostly
/// correct and breaks every `fosmvvm/` rule on purpose: exactly these findings, no more.
final class FOSMVVMFixtureTests: XCTestCase {
    private struct Finding: Hashable, CustomStringConvertible {
        let rule: String
        let file: String
        let line: Int
        var description: String { "\(file):\(line) \(rule)" }
    }

    private let viewModels = "Sources/TaskViewModels/"
    private let views = "Sources/TaskViews/"

    private var expected: Set<Finding> {
        [
            Finding(
                rule: "fosmvvm/missing-localization-key", file: viewModels + "Auth/SignInViewModel.swift", line: 12),
            Finding(
                rule: "fosmvvm/persistence-in-viewmodel", file: viewModels + "Dashboard/DashboardViewModel.swift",
                line: 2),
            Finding(
                rule: "fosmvvm/empty-operations", file: viewModels + "Dashboard/DashboardViewModelOperations.swift",
                line: 4),
            Finding(rule: "fosmvvm/generic-error-viewmodel", file: viewModels + "Errors/ToastViewModel.swift", line: 5),
            Finding(rule: "fosmvvm/viewmodel-macro", file: viewModels + "Settings/AboutViewModel.swift", line: 4),
            Finding(rule: "fosmvvm/yaml-extension", file: viewModels + "Settings/AboutViewModel.swift", line: 4),
            Finding(
                rule: "fosmvvm/viewmodel-options-conflict", file: viewModels + "Settings/SettingsViewModel.swift",
                line: 4),
            Finding(rule: "fosmvvm/vmid-random", file: viewModels + "Settings/SettingsViewModel.swift", line: 11),
            Finding(rule: "fosmvvm/preformatted-value", file: viewModels + "Tasks/TaskDetailViewModel.swift", line: 10),
            Finding(
                rule: "fosmvvm/vmid-prefer-data-id", file: viewModels + "Tasks/TaskDetailViewModel.swift", line: 16),
            Finding(rule: "fosmvvm/computed-property", file: viewModels + "Tasks/TaskDetailViewModel.swift", line: 18),
            Finding(
                rule: "fosmvvm/duplicate-localization-key", file: viewModels + "Tasks/TaskListViewModel.swift", line: 8),
            // Verb-first: FOSMVVM's naming dictionary calls it `TaskMoveRequest`.
            Finding(rule: "fosmvvm/request-naming", file: viewModels + "Tasks/MoveTaskRequest.swift", line: 4),
            Finding(rule: "fosmvvm/view-conformance", file: views + "Dashboard/DashboardView.swift", line: 6),
            // The badge renders the dashboard's view model too (both views are reported) and
            // reads a value from the app state that the view model provides.
            Finding(rule: "fosmvvm/one-view-per-viewmodel", file: views + "Dashboard/DashboardView.swift", line: 6),
            Finding(
                rule: "fosmvvm/one-view-per-viewmodel", file: views + "Dashboard/DashboardBadgeView.swift", line: 8),
            // No `mvvm/view-name-mismatch` here: the badge shares `DashboardView`'s view model, and that name exists.
            Finding(
                rule: "fosmvvm/suppression-without-justification", file: views + "Dashboard/DashboardBadgeView.swift",
                line: 13),
            Finding(
                rule: "fosmvvm/view-reads-viewmodel-only", file: views + "Dashboard/DashboardBadgeView.swift", line: 17),
            Finding(rule: "fosmvvm/preview-host", file: views + "Dashboard/DashboardView.swift", line: 21),
            Finding(rule: "fosmvvm/preview-host", file: views + "Settings/AboutView.swift", line: 20),
            Finding(rule: "fosmvvm/view-conformance", file: views + "Settings/SettingsView.swift", line: 6),
            Finding(
                rule: "fosmvvm/missing-test-data-transporter", file: views + "Settings/SettingsView.swift", line: 8),
            Finding(rule: "fosmvvm/missing-toggle-repaint", file: views + "Settings/SettingsView.swift", line: 32),
            Finding(rule: "fosmvvm/missing-error-binding", file: views + "Tasks/TaskDetailView.swift", line: 18),
            Finding(rule: "fosmvvm/force-unwrapped-localizable", file: views + "Tasks/TaskDetailView.swift", line: 25),
            Finding(rule: "fosmvvm/missing-toggle-repaint", file: views + "Tasks/TaskDetailView.swift", line: 38),
            Finding(rule: "fosmvvm/operations-in-body", file: views + "Tasks/TaskDetailView.swift", line: 46),
            // The preferences: a client-hosted view model whose operations, view and host break
            // the review's operations, app-state and view checks.
            Finding(
                rule: "fosmvvm/ops-output-param-last",
                file: viewModels + "Preferences/PreferencesViewModelOperations.swift", line: 7),
            Finding(
                rule: "fosmvvm/ops-not-async-unless-needed",
                file: viewModels + "Preferences/PreferencesViewModelOperations.swift", line: 19),
            Finding(
                rule: "fosmvvm/ops-no-output-reads",
                file: viewModels + "Preferences/PreferencesViewModelOperations.swift", line: 20),
            Finding(
                rule: "fosmvvm/appstate-no-observable-args", file: views + "Preferences/PreferencesScreen.swift",
                line: 10),
            Finding(
                rule: "fosmvvm/view-no-read-through-vm-ref", file: views + "Preferences/PreferencesView.swift", line: 19
            ),
            Finding(rule: "fosmvvm/view-no-env-mutation", file: views + "Preferences/PreferencesView.swift", line: 35),
            // A free-text-only ServerRequestError; a sync service that swallows, keys a result on a
            // status, answers it with stub data and names itself with a string; a test host that
            // injects environment state from its own stub.
            Finding(
                rule: "fosmvvm/responseerror-models-the-throw", file: viewModels + "Tasks/MoveTaskError.swift", line: 4),
            Finding(rule: "fosmvvm/stringly-typed-identity", file: viewModels + "Tasks/TaskSyncService.swift", line: 6),
            Finding(rule: "fosmvvm/no-silent-failure", file: viewModels + "Tasks/TaskSyncService.swift", line: 11),
            Finding(
                rule: "fosmvvm/status-interpreted-as-result", file: viewModels + "Tasks/TaskSyncService.swift", line: 17
            ),
            Finding(rule: "fosmvvm/stub-leakage", file: viewModels + "Tasks/TaskSyncService.swift", line: 18),
            Finding(
                rule: "fosmvvm/testhost-mirrors-vm-settings", file: views + "Shared/View+TaskBoardTestHost.swift",
                line: 9),
            // The detail view renders neither the due date nor the alert's title.
            Finding(
                rule: "mvvm/unrendered-viewmodel-property", file: viewModels + "Tasks/TaskDetailViewModel.swift",
                line: 10),
            Finding(
                rule: "mvvm/unrendered-viewmodel-property", file: viewModels + "Tasks/TaskDetailViewModel.swift",
                line: 13),
        ]
    }

    /// Files written the way the FOSMVVM convention says; no rule may report anything in them.
    private let correctFiles: Set<String> = [
        "Sources/TaskViewModels/Tasks/TaskListRequest.swift",
        "Sources/TaskViewModels/Tasks/TaskListViewModelOperations.swift",
        "Sources/TaskViewModels/Tasks/TaskCardViewModel.swift",
        "Sources/TaskViewModels/Tasks/TaskDetailViewModelOperations.swift",
        "Sources/TaskViewModels/Auth/SignInViewModelOperations.swift",
        "Sources/TaskViewModels/Settings/SettingsViewModelOperations.swift",
        "Sources/TaskViewModels/Errors/MoveTaskErrorViewModel.swift",
        "Sources/TaskViews/Tasks/TaskListView.swift",
        "Sources/TaskViews/Tasks/TaskCardView.swift",
        "Sources/TaskViews/Tasks/MoveTaskErrorView.swift",
        "Sources/TaskViews/Auth/SignInView.swift",
        "Sources/TaskViews/Shared/Localizable+SwiftUI.swift",
        "Sources/TaskViewModels/Preferences/UserSettings.swift",
        // FOSMVVM 0.13's kinds: a live, model-identified, composing view model, a paginated
        // read request, a request per verb, a `@LocalizableError`.
        "Sources/TaskViewModels/Board/BoardViewModel.swift",
        "Sources/TaskViewModels/Board/BoardRequest.swift",
        "Sources/TaskViewModels/Board/TaskRequests.swift",
        "Sources/TaskViewModels/Board/TaskCreateError.swift",
        "Sources/TaskViews/Board/BoardView.swift",
    ]

    func testFindingsAreExactlyTheDeliberateViolations() throws {
        let findings = try check()
        XCTAssertEqual(Set(findings).count, findings.count, "duplicate findings: \(findings)")
        let found = Set(findings)
        XCTAssertEqual(
            found, expected,
            "unexpected: \(found.subtracting(expected).sorted { $0.description < $1.description }); "
                + "missing: \(expected.subtracting(found).sorted { $0.description < $1.description })")
        let ruleIDs = try XCTUnwrap(try CommandRun(["rules", "--format", "json"]).json?.arrayValue)
            .compactMap { $0["id"]?.stringValue }.filter { $0.hasPrefix("fosmvvm/") }
        XCTAssertEqual(
            Set(expected.map(\.rule).filter { $0.hasPrefix("fosmvvm/") }), Set(ruleIDs),
            "the fixture breaks every fosmvvm/ rule")
    }

    func testCorrectFilesAreSilentForEveryRuleGroup() throws {
        let noisy = try check().filter { correctFiles.contains($0.file) }
        XCTAssertEqual(noisy, [], "mvvm/ and fosmvvm/ rules must be quiet on code that follows the FOSMVVM convention")
    }

    func testFixingTheYAMLSilencesTheCrossFileRules() throws {
        let workspace = try TestWorkspace(copying: "FOSMVVMWorkspace")
        let resources = "Sources/TaskViewModels/Resources/ViewModels/"
        let signIn = try workspace.read(resources + "Auth/SignInViewModel.yml")
        try workspace.write(
            resources + "Auth/SignInViewModel.yml",
            signIn + "    forgotPasswordLabel: \"¿Olvidaste tu contraseña?\"\n")
        try FileManager.default.removeItem(at: workspace.url(resources + "Shared/Legacy.yml"))
        try FileManager.default.moveItem(
            at: workspace.url(resources + "Settings/AboutViewModel.yaml"),
            to: workspace.url(resources + "Settings/AboutViewModel.yml"))
        let rules = Set(try check(workspace).map(\.rule))
        for rule in [
            "fosmvvm/missing-localization-key", "fosmvvm/duplicate-localization-key", "fosmvvm/yaml-extension",
        ] {
            XCTAssertFalse(rules.contains(rule), rule)
        }
    }

    // MARK: Helpers

    private func check(_ workspace: TestWorkspace? = nil) throws -> [Finding] {
        let workspace = try workspace ?? TestWorkspace(copying: "FOSMVVMWorkspace")
        let run = try CommandRun(["check", ".", "--format", "json", "--fail-on", "never"], in: workspace.root)
        XCTAssertEqual(run.status, 0, run.stderr)
        let diagnostics = try XCTUnwrap(run.json?["diagnostics"]?.arrayValue, run.stdout)
        return try diagnostics.map { diagnostic in
            Finding(
                rule: try XCTUnwrap(diagnostic["rule"]?.stringValue),
                file: try XCTUnwrap(diagnostic["file"]?.stringValue),
                line: try XCTUnwrap(diagnostic["line"]?.intValue))
        }
    }
}
