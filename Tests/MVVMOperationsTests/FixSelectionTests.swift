import MVVMOperations
import MVVMRules
import TestSupport
import XCTest

/// Which fixes a fix request applies: a named finding's first fix, preferred or not; every
/// preferred fix of the rules named, or of every finding when nothing is named; a named finding
/// no longer there fails the whole request.
final class FixSelectionTests: XCTestCase {
    private var workspace: TestWorkspace!
    private var findings: [FindingWithLines] = []

    override func setUpWithError() throws {
        workspace = try TestWorkspace(copying: "SampleWorkspace")
        findings = try CheckRun(CheckOptions(root: workspace.path, jobs: 1, reportPathsRelativeTo: workspace.path))
            .run().findings
        XCTAssertTrue(
            findings.contains { $0.finding.fixes.contains(where: \.isPreferred) }, "the fixture has preferred fixes")
        XCTAssertTrue(findings.contains { $0.finding.fixes.isEmpty }, "and findings without a fix")
    }

    override func tearDown() {
        workspace = nil
    }

    private func reference(to linted: FindingWithLines) -> FixSelection.Reference {
        let place = ReportedFinding(linted.finding, lines: linted.lines, relativeTo: workspace.path)
        return FixSelection.Reference(file: place.file, line: place.line, column: place.column, rule: place.rule)
    }

    private func select(_ references: [FixSelection.Reference] = [], rules: [String] = []) throws -> FixSelection {
        try FixSelection(
            from: findings, relativeTo: workspace.path, named: references,
            rules: FindingFilter(rules: rules, minSeverity: .info))
    }

    func testWithNothingNamedEveryPreferredFixIsChosenOnce() throws {
        let selection = try select()
        let expected = findings.compactMap { linted in
            linted.finding.fixes.first(where: \.isPreferred).map { (linted.finding, $0) }
        }
        XCTAssertEqual(selection.candidates.map(\.finding), expected.map(\.0))
        XCTAssertEqual(selection.candidates.map(\.fix.title), expected.map(\.1.title))
        XCTAssertEqual(selection.withoutFix, [])
    }

    func testANamedFindingGetsItsFirstFixAndOneWithoutAFixIsListed() throws {
        let fixable = try XCTUnwrap(findings.first { !$0.finding.fixes.isEmpty })
        let unfixable = try XCTUnwrap(findings.first { $0.finding.fixes.isEmpty })
        let selection = try select([reference(to: fixable), reference(to: unfixable)])
        XCTAssertEqual(selection.candidates.map(\.finding), [fixable.finding], "only what was named")
        XCTAssertEqual(selection.candidates.first?.fix.title, fixable.finding.fixes.first?.title)
        XCTAssertEqual(selection.withoutFix.map(\.rule), [unfixable.finding.ruleID])
        XCTAssertEqual(selection.place(of: fixable.finding)?.line, reference(to: fixable).line)
    }

    func testNamedRulesAddTheirPreferredFixesWithoutChoosingAFindingTwice() throws {
        let fixable = try XCTUnwrap(findings.first { $0.finding.fixes.contains(where: \.isPreferred) })
        let rule = fixable.finding.ruleID
        let selection = try select([reference(to: fixable)], rules: [rule])
        let ofTheRule = findings.filter { $0.finding.ruleID == rule && $0.finding.fixes.contains(where: \.isPreferred) }
        XCTAssertEqual(selection.candidates.map(\.finding), ofTheRule.map(\.finding))
        XCTAssertTrue(selection.candidates.allSatisfy { $0.finding.ruleID == rule })
    }

    func testAFindingNoLongerThereFailsTheRequestNamingIt() throws {
        let gone = FixSelection.Reference(
            file: "Sources/App/Orders/OrdersScreen.swift", line: 999, column: 1, rule: "mvvm/hardcoded-text")
        XCTAssertThrowsError(try select([gone])) { error in
            let failure = error as? FixSelectionError
            XCTAssertEqual(failure?.missing, [gone])
            XCTAssertEqual(
                failure?.description.hasPrefix(
                    "no such finding now: mvvm/hardcoded-text at Sources/App/Orders/OrdersScreen.swift:999:1"), true)
        }
    }
}
