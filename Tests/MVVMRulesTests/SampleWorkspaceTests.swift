import MVVMAnalyzerCore
import MVVMRules
import XCTest

/// The findings on `Tests/Fixtures/SampleWorkspace` (README's quick start), exactly.
final class SampleWorkspaceTests: XCTestCase {
    private struct Finding: Hashable, CustomStringConvertible {
        let ruleID: String
        let file: String
        let line: Int
        var description: String { "\(file):\(line) \(ruleID)" }
    }

    func testFindingsOnTheSampleWorkspace() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/SampleWorkspace").path
        let workspace = try WorkspaceSnapshot.load(root: root)
        let (configuration, errors) = ConfigurationSet.load(root: root)
        XCTAssertEqual(errors, [])
        XCTAssertEqual(
            Linter(configuration: configuration).convention(forFile: root + "/Sources/App/A.swift", in: workspace)
                .convention, .contract)
        let findings = Linter(configuration: configuration).lintAll(in: workspace).map { diagnostic in
            Finding(
                ruleID: diagnostic.ruleID,
                file: String(diagnostic.path.dropFirst(root.count + 1)),
                line: workspace.sourceFiles[diagnostic.path]!.lines.line(of: diagnostic.range) + 1
            )
        }
        let expected: Set<Finding> = [
            Finding(ruleID: "mvvm/view-name-mismatch", file: "Sources/App/Orders/OrdersScreen.swift", line: 3),
            Finding(ruleID: "mvvm/missing-preview", file: "Sources/App/Orders/OrdersScreen.swift", line: 3),
            Finding(
                ruleID: "mvvm/observed-object-created-in-view", file: "Sources/App/Orders/OrdersScreen.swift", line: 4),
            Finding(ruleID: "mvvm/navigation-in-view", file: "Sources/App/Orders/OrdersScreen.swift", line: 11),
            Finding(ruleID: "mvvm/view-computes-condition", file: "Sources/App/Orders/OrdersScreen.swift", line: 9),
            Finding(ruleID: "mvvm/view-formats-data", file: "Sources/App/Orders/OrdersScreen.swift", line: 14),
            Finding(ruleID: "mvvm/hardcoded-text", file: "Sources/App/Orders/OrdersScreen.swift", line: 16),
            Finding(ruleID: "mvvm/view-name-mismatch", file: "Sources/App/Settings/Settings.swift", line: 3),
            Finding(ruleID: "mvvm/superfluous-suppression", file: "Sources/App/Settings/Settings.swift", line: 4),
        ]
        XCTAssertEqual(findings.count, expected.count, "\(findings)")
        XCTAssertEqual(
            Set(findings), expected,
            "unexpected: \(Set(findings).subtracting(expected)); missing: \(expected.subtracting(findings))")
    }
}
