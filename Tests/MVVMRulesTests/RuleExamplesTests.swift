import Foundation
import MVVMAnalyzerCore
import MVVMRules
import XCTest

/// Each rule's own examples and corrections, one test method per rule, so one rule runs alone:
///
///     swift test --filter 'RuleExamplesTests/test_mvvm_hardcoded_text'
///
/// For every rule: triggering examples report exactly at their markers; non-triggering ones are
/// silent; triggering code wrapped in comments or strings, or behind a suppression comment, is
/// silent (SwiftLint's self-tests); a multi-byte prefix shifts every range by its byte length;
/// corrections produce their expected text; no fix writes an editor placeholder; the walk's shortcuts (skipping types that are not
/// views) find the same. The methods, one per rule, are generated from the rule files
/// (`RuleExamplesTests+Rules.swift`, by `swift run mvvm-lsp-generate`).
final class RuleExamplesTests: XCTestCase {
    /// Runs every check on the examples of the rule `id`.
    func assertExamples(of id: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let rule = RuleRegistry.rules.first(where: { $0.id == id }) else {
            return XCTFail("no rule \(id) is registered", file: file, line: line)
        }
        let checks = RuleExampleChecks(rule: rule)
        checks.hasExamples()
        checks.triggeringExamplesReportAtTheMarkers()
        checks.nonTriggeringExamplesAreSilent()
        checks.triggeringExamplesInCommentsAndStringsAreSilent()
        checks.triggeringExamplesBehindASuppressionAreSilent()
        checks.multiBytePrefixShiftsRangesByItsBytes()
        checks.correctionsProduceTheExpectedText()
        checks.fixesWriteNoPlaceholder()
        checks.skippingWalksFindTheSame()
    }
}
