import Foundation
import TestSupport
import XCTest

/// `mvvm-lsp scaffold --kind viewmodel-test` on a copy of `Tests/Fixtures/FOSMVVMWorkspace`:
/// the suites of its view models, which our own rules leave silent (with `--fail-on info`),
/// and which a second scaffold never overwrites.
final class ViewModelTestScaffoldTests: XCTestCase {
    func testSuitesOfEveryKindOfViewModelPassOurOwnRules() throws {
        let workspace = try TestWorkspace(copying: "FOSMVVMWorkspace")
        var written: [String] = []
        for (name, version) in [
            ("Dashboard", "seeds"), ("SignInViewModel", "current"), ("TaskCard", "seeds"),
            ("Settings", "current"), ("MoveTaskErrorViewModel", "seeds"), ("Board", "current"),
        ] {
            let run = try workspace.scaffold([name, "--kind", "viewmodel-test", "--fosmvvm-version", version])
            XCTAssertEqual(run.status, 0, "\(name): \(run.stderr)")
            written += run.createdFiles
        }
        XCTAssertEqual(
            written,
            [
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
        let findings = try workspace.findingsLintingTests(in: written)
        XCTAssertEqual(findings.inFiles.count, 0, "the view-model tests must obey our rules: \(findings.inFiles)")
        XCTAssertFalse(findings.all.isEmpty, "the fixture's own violations are reported, so the check ran")
    }

    func testNeverOverwritesASuite() throws {
        let workspace = try TestWorkspace(copying: "FOSMVVMWorkspace")
        let first = try workspace.scaffold(["Dashboard", "--kind", "viewmodel-test"])
        XCTAssertEqual(first.status, 0, first.stderr)
        let file = try XCTUnwrap(first.createdFiles.first)
        try "// my own tests\n".write(to: workspace.url(file), atomically: true, encoding: .utf8)
        let again = try workspace.scaffold(["DashboardViewModel", "--kind", "viewmodel-test"])
        XCTAssertEqual(again.status, 1)
        XCTAssertTrue(again.stderr.contains("exist already") && again.stderr.contains(file), again.stderr)
        XCTAssertEqual(try String(contentsOf: workspace.url(file), encoding: .utf8), "// my own tests\n")
    }

    func testAMissingOrNonFOSMVVMViewModelIsRefused() throws {
        let workspace = try TestWorkspace(copying: "FOSMVVMWorkspace")
        let missing = try workspace.scaffold(["Nowhere", "--kind", "viewmodel-test"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("no view model named 'NowhereViewModel'"), missing.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: workspace.url("Tests").path))
    }
}
