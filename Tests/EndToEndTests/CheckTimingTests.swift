import Foundation
import TestSupport
import XCTest

/// `check --timing` says, after the report and on standard error, how long each phase and each
/// rule took, so that a user can see which rule costs what.
final class CheckTimingTests: XCTestCase {
    func testTimingNamesEachPhaseAndEveryRuleThatRan() throws {
        let workspace = try TestWorkspace(copying: "FOSMVVMWorkspace")
        let run = try CommandRun(
            ["check", ".", "--format", "json", "--fail-on", "never", "--timing"], in: workspace.root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertNotNil(run.json, "standard output stays the report alone")
        let lines = run.stderr.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.first?.hasPrefix("Timing") == true, run.stderr)
        for phase in ["reading", "linting", "reporting", "rules"] {
            XCTAssertTrue(lines.contains { $0.hasPrefix("  \(phase) ") }, "\(phase): \(run.stderr)")
        }
        // Every rule that reported something ran, so it has a line with its time and share.
        let reported = Set((run.json?["diagnostics"]?.arrayValue ?? []).compactMap { $0["rule"]?.stringValue })
        XCTAssertFalse(reported.isEmpty)
        for rule in reported {
            XCTAssertTrue(
                lines.contains { $0.hasPrefix("    \(rule) ") && $0.hasSuffix(" %") }, "\(rule): \(run.stderr)")
        }
        let plain = try CommandRun(["check", ".", "--format", "json", "--fail-on", "never"], in: workspace.root)
        XCTAssertFalse(plain.stderr.contains("Timing"), plain.stderr)
        XCTAssertEqual(plain.json?["diagnostics"], run.json?["diagnostics"], "measuring changes no finding")
    }
}
