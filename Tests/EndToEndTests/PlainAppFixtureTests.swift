import Foundation
import XCTest

/// `mvvm-lsp check` on `Tests/Fixtures/PlainApp`, a plain SwiftUI MVVM app holding its view
/// models every way real code does (conventions.md §3): only its real defects are reported,
/// and no `fosmvvm/` or `contract/` rule runs.
final class PlainAppFixtureTests: XCTestCase {
    private let expected: Set<CheckFinding> = [
        // `ArticleDetailPage` formats `article.publishedAt` but has no view model to hand it to
        // (a page fed a model value): `mvvm/view-formats-data` documents that it says nothing there.
        CheckFinding("mvvm/navigation-in-view", "Sources/Feed/FeedView.swift", 5),
        CheckFinding("mvvm/navigation-in-view", "Sources/Settings/NotificationsView.swift", 6),
        CheckFinding("mvvm/observed-object-created-in-view", "Sources/Settings/SettingsPage.swift", 18),
    ]

    func testExactFindingsOnThePlainApp() throws {
        let workspace = try FixtureWorkspace(copying: "PlainApp")
        let findings = try CheckFinding.run(in: workspace)
        XCTAssertEqual(findings.count, expected.count, "\(findings)")
        XCTAssertEqual(Set(findings), expected,
                       "unexpected: \(Set(findings).subtracting(expected)); missing: \(expected.subtracting(findings))")
    }

    func testNoConventionRuleFiresOnPlainCode() throws {
        let workspace = try FixtureWorkspace(copying: "PlainApp")
        let conventionFindings = try CheckFinding.run(in: workspace).filter {
            $0.rule.hasPrefix("fosmvvm/") || $0.rule.hasPrefix("contract/")
        }
        XCTAssertEqual(conventionFindings, [])
    }
}
