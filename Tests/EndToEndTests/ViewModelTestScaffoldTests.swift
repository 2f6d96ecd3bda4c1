import Foundation
import TestSupport
import XCTest

/// `mvvm-lsp scaffold --kind viewmodel-test` on a copy of `Tests/Fixtures/FOSMVVMWorkspace`:
/// the suites of its view models, which our own rules leave silent (with `--fail-on info`),
/// and which a second scaffold never overwrites.
final class ViewModelTestScaffoldTests: XCTestCase {
    private func scaffold(_ arguments: [String], in workspace: FixtureWorkspace) throws -> CommandRun {
        try CommandRun(["scaffold"] + arguments + ["--root", workspace.root.path])
    }

    private func created(_ run: CommandRun) -> [String] {
        run.stdout.split(separator: "\n").filter { $0.hasPrefix("created ") }.map { String($0.dropFirst("created ".count)) }
    }

    func testSuitesOfEveryKindOfViewModelPassOurOwnRules() throws {
        let workspace = try FixtureWorkspace(copying: "FOSMVVMWorkspace")
        var written: [String] = []
        for (name, version) in [("Dashboard", "seeds"), ("SignInViewModel", "current"), ("TaskCard", "seeds"),
                                ("Settings", "current"), ("MoveTaskErrorViewModel", "seeds"), ("Board", "current")] {
            let run = try scaffold([name, "--kind", "viewmodel-test", "--fosmvvm-version", version], in: workspace)
            XCTAssertEqual(run.status, 0, "\(name): \(run.stderr)")
            written += created(run)
        }
        XCTAssertEqual(written, [
            "Tests/TaskViewModelsTests/Localization/DashboardViewModelTests.swift",
            "Tests/TaskViewModelsTests/Localization/SignInViewModelTests.swift",
            "Tests/TaskViewModelsTests/Localization/TaskCardViewModelTests.swift",
            "Tests/TaskViewModelsTests/Localization/SettingsViewModelTests.swift",
            "Tests/TaskViewModelsTests/Localization/MoveTaskErrorViewModelTests.swift",
            "Tests/TaskViewModelsTests/Localization/BoardViewModelTests.swift",
        ])
        let text = try String(contentsOf: workspace.url(written[0]), encoding: .utf8)
        XCTAssertTrue(text.contains("try expectFullViewModelTests(DashboardViewModel.self)"), text)
        XCTAssertTrue(text.contains("@testable import TaskViewModels\n"), text)
        // Test targets are linted only with lintNonAppCode.
        let configuration = workspace.url(".mvvm-lsp.yml")
        try (String(contentsOf: configuration, encoding: .utf8) + "lintNonAppCode: true\n").write(to: configuration, atomically: true, encoding: .utf8)
        let check = try CommandRun(["check", ".", "--format", "json", "--fail-on", "info"], in: workspace.root)
        let diagnostics = try XCTUnwrap(check.json?["diagnostics"]?.arrayValue, check.stdout)
        let inScaffolded = diagnostics.filter { diagnostic in
            written.contains { (diagnostic["file"]?.stringValue ?? "").hasSuffix($0) }
        }
        XCTAssertEqual(inScaffolded.count, 0, "the view-model tests must obey our rules: \(inScaffolded)")
        XCTAssertFalse(diagnostics.isEmpty, "the fixture's own violations are reported, so the check ran")
    }

    func testNeverOverwritesASuite() throws {
        let workspace = try FixtureWorkspace(copying: "FOSMVVMWorkspace")
        let first = try scaffold(["Dashboard", "--kind", "viewmodel-test"], in: workspace)
        XCTAssertEqual(first.status, 0, first.stderr)
        let file = try XCTUnwrap(created(first).first)
        try "// my own tests\n".write(to: workspace.url(file), atomically: true, encoding: .utf8)
        let again = try scaffold(["DashboardViewModel", "--kind", "viewmodel-test"], in: workspace)
        XCTAssertEqual(again.status, 1)
        XCTAssertTrue(again.stderr.contains("exist already") && again.stderr.contains(file), again.stderr)
        XCTAssertEqual(try String(contentsOf: workspace.url(file), encoding: .utf8), "// my own tests\n")
    }

    func testAMissingOrNonFOSMVVMViewModelIsRefused() throws {
        let workspace = try FixtureWorkspace(copying: "FOSMVVMWorkspace")
        let missing = try scaffold(["Nowhere", "--kind", "viewmodel-test"], in: workspace)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("no view model named 'NowhereViewModel'"), missing.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: workspace.url("Tests").path))
    }
}
