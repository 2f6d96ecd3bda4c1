import Foundation
import XCTest

/// `mvvm-lsp check` on `Tests/Fixtures/PlainApp`, a plain SwiftUI MVVM app holding its view
/// models every way real code does (conventions.md §3): only its real defects are reported,
/// and no `fosmvvm/` or `contract/` rule runs.
final class PlainAppFixtureTests: XCTestCase {
    private let expected: Set<CheckFinding> = [
        // `ArticleDetailPage` formats `article.publishedAt` but has no view model to hand it to
        // (a page fed a model value): `mvvm/view-formats-data` documents that it says nothing there.
        // The app's view models navigate (`ProfileViewModel` with `AppRouter`, `SettingsViewModel`
        // with `SettingsCoordinator`): two views navigating themselves deviate from it.
        CheckFinding("mvvm/navigation-in-view", "Sources/Feed/FeedView.swift", 5),
        CheckFinding("mvvm/navigation-in-view", "Sources/Settings/NotificationsView.swift", 6),
        CheckFinding("mvvm/observed-object-created-in-view", "Sources/Settings/SettingsPage.swift", 22),
    ]

    func testExactFindingsOnThePlainApp() throws {
        let workspace = try FixtureWorkspace(copying: "PlainApp")
        let findings = try CheckFinding.run(in: workspace)
        XCTAssertEqual(findings.count, expected.count, "\(findings)")
        XCTAssertEqual(Set(findings), expected,
                       "unexpected: \(Set(findings).subtracting(expected)); missing: \(expected.subtracting(findings))")
    }

    /// In plain code a view navigating itself is reported only where the app's own view models
    /// navigate with that router, and the message names them; in an app whose view models never
    /// navigate (navigation from views by design) nothing is said.
    func testNavigationInViewFollowsWhetherTheAppsViewModelsNavigate() throws {
        let workspace = try FixtureWorkspace(copying: "PlainApp")
        let run = try CommandRun(["check", ".", "--format", "json", "--fail-on", "never"], in: workspace.root)
        let messages = (run.json?["diagnostics"]?.arrayValue ?? [])
            .filter { $0["rule"]?.stringValue == "mvvm/navigation-in-view" }.compactMap { $0["message"]?.stringValue }
        XCTAssertEqual(messages.count, 2, run.stdout)
        XCTAssertTrue(messages.contains { $0.hasSuffix("as `ProfileViewModel` already does with `AppRouter`") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasSuffix("as `SettingsViewModel` already does with `SettingsCoordinator`") },
                      "\(messages)")

        for (file, method) in [("Sources/Profile/ProfileViewModel.swift", "openSettings"),
                               ("Sources/Settings/SettingsPage.swift", "openNotifications")] {
            let text = try workspace.read(file)
            let start = try XCTUnwrap(text.range(of: "    func \(method)"))
            let end = try XCTUnwrap(text.range(of: "    }\n", range: start.upperBound..<text.endIndex))
            try workspace.write(file, text.replacingCharacters(in: start.lowerBound..<end.upperBound, with: ""))
        }
        XCTAssertEqual(try CheckFinding.run(in: workspace).filter { $0.rule == "mvvm/navigation-in-view" }, [])
    }

    func testNoConventionRuleFiresOnPlainCode() throws {
        let workspace = try FixtureWorkspace(copying: "PlainApp")
        let conventionFindings = try CheckFinding.run(in: workspace).filter {
            $0.rule.hasPrefix("fosmvvm/") || $0.rule.hasPrefix("contract/")
        }
        XCTAssertEqual(conventionFindings, [])
    }
}
