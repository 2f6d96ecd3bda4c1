import Foundation
import TestSupport
import XCTest

/// `mvvm-lsp check` on `Tests/Fixtures/MixedWorkspace`: a FOSMVVM target beside a plain app
/// target holding one contract feature, plus test and tool targets. Each scope gets its own
/// convention's rules; tests and tools are not linted unless asked.
final class MixedWorkspaceFixtureTests: XCTestCase {
    private let appFindings: Set<ReportedFinding> = [
        ReportedFinding("fosmvvm/vmid-random", "Sources/TaskViewModels/TaskViewModel.swift", 12),
        ReportedFinding("mvvm/observed-object-created-in-view", "Sources/Shop/Checkout/CheckoutView.swift", 4),
        ReportedFinding("contract/design-tokens", "Sources/Shop/Profile/Views/ProfileView.swift", 12),
        ReportedFinding("contract/exhaustive-state-switch", "Sources/Shop/Profile/Views/ProfileView.swift", 21),
    ]

    func testEachScopeGetsItsOwnConventionsRules() throws {
        let findings = try ReportedFinding.run(in: TestWorkspace(copying: "MixedWorkspace"))
        XCTAssertEqual(findings.count, appFindings.count, "\(findings)")
        XCTAssertEqual(
            Set(findings), appFindings,
            "unexpected: \(Set(findings).subtracting(appFindings)); missing: \(appFindings.subtracting(findings))")
    }

    func testTestsAndToolsAreLintedOnlyWhenAsked() throws {
        let workspace = try TestWorkspace(copying: "MixedWorkspace")
        try workspace.write(".mvvm-lsp.yml", try workspace.read(".mvvm-lsp.yml") + "lintNonAppCode: true\n")
        let findings = Set(try ReportedFinding.run(in: workspace))
        XCTAssertEqual(
            findings.subtracting(appFindings),
            [
                ReportedFinding("mvvm/observed-object-created-in-view", "Tests/ShopTests/CatalogViewTests.swift", 6),
                ReportedFinding("mvvm/observed-object-created-in-view", "Tools/Sources/Lint/main.swift", 4),
            ], "and no duplicate localization key across the two test bundles")
        let explained = try CommandRun(["check", ".", "--explain-convention"], in: workspace.root).stdout
        XCTAssertTrue(
            explained.contains("Tests/ShopTests — module ShopTests, tests, linted (lintNonAppCode), 1 Swift file"),
            explained)
    }

    func testAToolsFolderInsideAFeatureIsAppCode() throws {
        let workspace = try TestWorkspace(copying: "MixedWorkspace")
        let toolbox = try workspace.read("Sources/Shop/Checkout/CheckoutView.swift")
        try workspace.write(
            "Sources/Shop/Settings/Tools/ToolboxView.swift",
            toolbox.replacingOccurrences(of: "CheckoutView:", with: "ToolboxView:"))
        let findings = Set(try ReportedFinding.run(in: workspace))
        XCTAssertEqual(
            findings.subtracting(appFindings),
            [
                ReportedFinding(
                    "mvvm/observed-object-created-in-view", "Sources/Shop/Settings/Tools/ToolboxView.swift", 4)
            ],
            "the workspace's own Tools/ folder stays tool code; a feature's Tools/ folder is linted")
        let explained = try CommandRun(["check", ".", "--explain-convention"], in: workspace.root).stdout
        XCTAssertTrue(explained.contains("Sources/Shop — module Shop, app code, 10 Swift files"), explained)
    }

    func testExplainConventionNamesEachModulesConventionAndEvidence() throws {
        let workspace = try TestWorkspace(copying: "MixedWorkspace")
        let run = try CommandRun(["check", ".", "--explain-convention"], in: workspace.root)
        XCTAssertEqual(run.status, 0, run.stderr)
        let expectedLines = [
            "Sources/Shop — module Shop, app code, 9 Swift files",
            "  contract: 4 files — e.g. Sources/Shop/Profile/ViewModels/ProfileViewModel.swift: `ProfileViewModel` conforms to `ProfileViewModelContract`",
            "  plain: 5 files — only 2 of 7 view/view-model files in Sources/Shop show contract evidence",
            "Sources/TaskViewModels — module TaskViewModels, app code, 1 Swift file",
            "  fosmvvm: 1 file — e.g. Sources/TaskViewModels/TaskViewModel.swift: imports FOSMVVM",
            "Tests/ShopTests — module ShopTests, tests, not linted, 1 Swift file",
            "Tools/Sources/Lint — module Lint, tools, not linted, 1 Swift file",
        ]
        XCTAssertEqual(run.stdout.split(separator: "\n").map(String.init), expectedLines, run.stdout)
    }
}
