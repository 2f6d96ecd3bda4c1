import MVVMAnalyzerCore
import MVVMOperations
import MVVMRules
import XCTest

/// `BaselineFilter`, the one baseline filter of `check`, the MCP tools and the language server.
final class BaselineFilterTests: XCTestCase {
    private let text = "let a = 1\nlet a = 1\nlet b = 2\n"
    private let path = "/w/A.swift"
    private let baselinePath = "/w/baseline.json"

    private func finding(onLine line: Int) -> MVVMRules.Finding {
        let lines = LineTable(text)
        let start = lines.lineStarts[line]
        return Finding(
            ruleID: "test/rule", severity: .warning, message: "m", path: path,
            range: ByteRange(start: start, end: start + 3))
    }

    private func judge<Failure>(_ filter: inout BaselineFilter<Failure>, _ findings: [MVVMRules.Finding])
        throws(Failure) -> [Bool]
    {
        try filter.judge(
            findings, path: path, lines: LineTable(text), configuration: ConfigurationSet(root: "/w"),
            fileExists: { _ in true }
        ).map(\.isHidden)
    }

    func testFindingsAreJudgedInSourceOrderAndCountsAreUsedUpAcrossCalls() {
        var loads = 0
        var filter = BaselineFilter<Never>(explicitPath: baselinePath) { _ -> Baseline? in
            loads += 1
            let accepted = BaselineEntry(path: "/w/A.swift", rule: "test/rule", lineText: "let a = 1")
            return Baseline(accepting: [accepted, accepted], relativeTo: "/w")
        }
        let judged = filter.judge(
            [finding(onLine: 2), finding(onLine: 0)], path: path, lines: LineTable(text),
            configuration: ConfigurationSet(root: "/w"), fileExists: { _ in true })
        XCTAssertEqual(judged.map(\.finding.range.start), [0, 20], "in source order")
        XCTAssertEqual(judged.map(\.isHidden), [true, false])
        XCTAssertEqual(judge(&filter, [finding(onLine: 1)]), [true], "the entry's second finding")
        XCTAssertEqual(judge(&filter, [finding(onLine: 0)]), [false], "the count is used up")
        XCTAssertEqual(loads, 1, "a baseline is loaded once")
        XCTAssertEqual(filter.paths, [baselinePath])
    }

    func testABaselineThatCannotBeUsedHidesNothing() {
        var filter = BaselineFilter<Never>(explicitPath: baselinePath) { _ -> Baseline? in nil }
        XCTAssertEqual(judge(&filter, [finding(onLine: 0)]), [false])
        XCTAssertTrue(filter.isEmpty)
    }

    func testWithoutABaselineNothingIsLoaded() {
        var filter = BaselineFilter<Never>(explicitPath: nil) { _ -> Baseline? in
            XCTFail("no baseline is configured")
            return nil
        }
        XCTAssertEqual(judge(&filter, [finding(onLine: 0)]), [false])
    }
}
