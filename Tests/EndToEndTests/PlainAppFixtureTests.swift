import Foundation
import TestSupport
import XCTest

/// `mvvm-lsp check` on `Tests/Fixtures/PlainApp`, a plain SwiftUI MVVM app holding its view
/// models every way real code does (conventions.md §3): only its real defects are reported,
/// and no `fosmvvm/` or `contract/` rule runs.
final class PlainAppFixtureTests: XCTestCase {
    private let expected: Set<ReportedFinding> = [
        // `ArticleDetailPage` formats `article.publishedAt` but has no view model to hand it to
        // (a page fed a model value): `mvvm/view-formats-data` documents that it says nothing there.
        // Two views navigate themselves while their own view models navigate with the same router
        // (`FeedViewModel` with `AppRouter`, `NotificationsViewModel` with `SettingsCoordinator`).
        ReportedFinding("mvvm/navigation-in-view", "Sources/Feed/FeedView.swift", 10),
        ReportedFinding("mvvm/navigation-in-view", "Sources/Settings/NotificationsView.swift", 11),
        // The state-ownership bug: `SettingsPage` creates the object it holds as `@ObservedObject`.
        ReportedFinding("mvvm/observed-object-created-in-view", "Sources/Settings/SettingsPage.swift", 22),
    ]

    func testExactFindingsOnThePlainApp() throws {
        let workspace = try TestWorkspace(copying: "PlainApp")
        let findings = try ReportedFinding.run(in: workspace)
        XCTAssertEqual(findings.count, expected.count, "\(findings)")
        XCTAssertEqual(
            Set(findings), expected,
            "unexpected: \(Set(findings).subtracting(expected)); missing: \(expected.subtracting(findings))")
    }

    /// In plain code a view navigating itself is reported only on evidence about the view itself:
    /// its own view model navigates with the same router, and the message names it. Another
    /// view model of the app doing so (`ProfileViewModel`, `SettingsViewModel`) is not enough.
    func testNavigationInViewFollowsTheViewsOwnViewModel() throws {
        let workspace = try TestWorkspace(copying: "PlainApp")
        let run = try CommandRun(["check", ".", "--format", "json", "--fail-on", "never"], in: workspace.root)
        let messages = (run.json?["diagnostics"]?.arrayValue ?? [])
            .filter { $0["rule"]?.stringValue == "mvvm/navigation-in-view" }.compactMap { $0["message"]?.stringValue }
        XCTAssertEqual(messages.count, 2, run.stdout)
        XCTAssertTrue(
            messages.contains { $0.hasSuffix("as its own view model `FeedViewModel` already does with `AppRouter`") },
            "\(messages)")
        XCTAssertTrue(
            messages.contains {
                $0.hasSuffix("as its own view model `NotificationsViewModel` already does with `SettingsCoordinator`")
            }, "\(messages)")

        for (file, method) in [
            ("Sources/Feed/FeedViewModel.swift", "openLatest"),
            ("Sources/Settings/NotificationsView.swift", "openFirst"),
        ] {
            let text = try workspace.read(file)
            let start = try XCTUnwrap(text.range(of: "    func \(method)"))
            let end = try XCTUnwrap(text.range(of: "    }\n", range: start.upperBound..<text.endIndex))
            try workspace.write(file, text.replacingCharacters(in: start.lowerBound..<end.upperBound, with: ""))
        }
        XCTAssertEqual(
            try ReportedFinding.run(in: workspace).filter { $0.rule == "mvvm/navigation-in-view" }, [],
            "the app's other view models navigating is not the team's habit for these views")
    }

    func testNoConventionRuleFiresOnPlainCode() throws {
        let workspace = try TestWorkspace(copying: "PlainApp")
        let conventionFindings = try ReportedFinding.run(in: workspace).filter {
            $0.rule.hasPrefix("fosmvvm/") || $0.rule.hasPrefix("contract/")
        }
        XCTAssertEqual(conventionFindings, [])
    }
}
