import MVVMAnalyzerCore
import MVVMRules
import XCTest

/// `check` keeps syntax trees within a memory budget and reparses the rest: the findings must
/// not depend on which trees were kept.
final class TreeRetentionTests: XCTestCase {
    private func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/\(name)").path
    }

    func testFindingsAreTheSameWhateverTreesAreKept() throws {
        for name in ["ContractWorkspace", "FOSMVVMWorkspace", "PlainApp", "MixedWorkspace"] {
            let root = fixture(name)
            let paths = try WorkspaceSnapshot.analysablePaths(under: root)
            let linter = Linter(configuration: ConfigurationSet.load(root: root).0)
            let withTrees = WorkspaceSnapshot.load(root: root, paths: paths, jobs: 2, trees: .all)
            let expected = linter.lintAll(in: withTrees)
            XCTAssertFalse(expected.isEmpty, name)
            for retention in [TreeRetention.none, .withinBudget(bytes: 200 * 1024)] {
                let snapshot = WorkspaceSnapshot.load(root: root, paths: paths, jobs: 2, trees: retention)
                XCTAssertEqual(linter.lintAll(in: snapshot), expected, "\(name), \(retention)")
            }
        }
    }

    func testABudgetKeepsTreesOnlyUntilItIsSpent() throws {
        let root = fixture("ContractWorkspace")
        let paths = try WorkspaceSnapshot.analysablePaths(under: root)
        let swiftFiles = paths.filter { $0.hasSuffix(".swift") }.count
        func keptTrees(_ retention: TreeRetention) -> Int {
            WorkspaceSnapshot.load(root: root, paths: paths, jobs: 2, trees: retention).sourceFiles.values.filter(
                \.hasTree
            ).count
        }
        XCTAssertEqual(keptTrees(.all), swiftFiles)
        XCTAssertEqual(keptTrees(.none), 0)
        // Each tree is estimated at 16 KB at least: a 100 KB budget keeps at most six.
        let budgeted = keptTrees(.withinBudget(bytes: 100 * 1024))
        XCTAssertGreaterThan(budgeted, 0)
        XCTAssertLessThanOrEqual(budgeted, 6)
    }
}
