import MVVMAnalyzerCore
import MVVMRules
import XCTest

/// Runs every rule's examples and corrections, plus SwiftLint's self-tests: triggering code
/// wrapped in comments or strings, or behind a suppression comment, must be silent, and a
/// multi-byte prefix must shift every range by its byte length.
final class RuleExamplesTests: XCTestCase {
    private static let multiBytePrefix = "// 🚀 日本語 é\n"

    func testTriggeringExamplesReportAtTheMarkers() {
        forEachTriggeringExample { linting, example in
            let found = linting.diagnostics(example, code: example.cleanCode, forceEnabled: true)
            assertRanges(found.map(\.range), match: example.markedRanges, "\(linting.id): \(example.code)")
            for diagnostic in found {
                XCTAssertFalse(diagnostic.message.isEmpty, linting.id)
                XCTAssertEqual(diagnostic.path, linting.path(of: example), linting.id)
            }
        }
    }

    func testNonTriggeringExamplesAreSilent() {
        for rule in RuleRegistry.rules {
            let linting = ExampleLinting(rule: rule)
            for example in type(of: rule).description.nonTriggeringExamples {
                let found = linting.diagnostics(example, code: example.cleanCode, forceEnabled: false)
                XCTAssertEqual(found.map(\.message), [], "\(rule.id): \(example.code)")
            }
        }
    }

    func testTriggeringExamplesInCommentsAreSilent() {
        forEachTriggeringExample { linting, example in
            let block = "/*\n\(example.cleanCode)\n*/\n"
            let lines = example.cleanCode.split(separator: "\n", omittingEmptySubsequences: false).map { "// \($0)" }
            for wrapped in [block, lines.joined(separator: "\n")] {
                let found = linting.diagnostics(example, code: wrapped, forceEnabled: true)
                XCTAssertEqual(found.map(\.message), [], "\(linting.id) in a comment: \(wrapped)")
            }
        }
    }

    func testTriggeringExamplesInStringsAreSilent() {
        forEachTriggeringExample { linting, example in
            let wrapped = "let example = #\"\"\"\n\(example.cleanCode)\n\"\"\"#\n"
            let found = linting.diagnostics(example, code: wrapped, forceEnabled: true)
            XCTAssertEqual(found.map(\.message), [], "\(linting.id) in a string: \(wrapped)")
        }
    }

    func testTriggeringExamplesBehindASuppressionAreSilent() {
        forEachTriggeringExample { linting, example in
            let suppressed = "// mvvm-lsp:disable \(linting.id)\n\(example.cleanCode)"
            let found = linting.diagnostics(example, code: suppressed, forceEnabled: true)
            XCTAssertEqual(found.map(\.message), [], "\(linting.id) suppressed: \(suppressed)")
        }
    }

    func testMultiBytePrefixShiftsRangesByItsBytes() {
        let shift = Self.multiBytePrefix.utf8.count
        forEachTriggeringExample { linting, example in
            let code = Self.multiBytePrefix + example.cleanCode
            let found = linting.diagnostics(example, code: code, forceEnabled: true)
            assertRanges(found.map(\.range), match: example.markedRanges.map { $0.shifted(by: shift) },
                         "\(linting.id) after a multi-byte prefix: \(example.code)")
            let lines = LineTable(code)
            for (diagnostic, expected) in zip(found, example.markedRanges) {
                let original = LineTable(example.cleanCode).position(ofOffset: expected.start, unit: .utf16)
                XCTAssertEqual(lines.position(ofOffset: diagnostic.range.start, unit: .utf16),
                               LineColumn(line: original.line + 1, column: original.column), linting.id)
            }
        }
    }

    func testCorrectionsProduceTheExpectedText() {
        for rule in RuleRegistry.rules {
            let linting = ExampleLinting(rule: rule)
            for correction in type(of: rule).description.corrections {
                let before = correction.before
                let path = linting.path(of: before)
                let found = linting.diagnostics(before, code: before.cleanCode, forceEnabled: true)
                XCTAssertFalse(found.isEmpty, "\(rule.id): the correction's code must trigger")
                var replacements: [TextReplacement] = []
                var renamedTo: String?
                var supportingFiles = before.supportingFiles
                for change in found.compactMap({ $0.fixes.first }).flatMap(\.changes) {
                    switch change {
                    case .edit(let editedPath, let edits) where editedPath == path:
                        replacements += edits
                    case .rename(let from, let to) where from == path:
                        renamedTo = to
                    default:
                        XCTAssertNotNil(correction.supportingFilesAfter, "\(rule.id): unexpected change \(change)")
                        apply(change, to: &supportingFiles)
                    }
                }
                XCTAssertEqual(TextReplacement.apply(replacements, to: before.cleanCode), correction.after, rule.id)
                XCTAssertEqual(renamedTo, correction.renamedPath.map { "\(ExampleLinting.root)/\($0)" }, rule.id)
                if let expected = correction.supportingFilesAfter {
                    XCTAssertEqual(supportingFiles, expected, rule.id)
                }
            }
        }
    }

    func testEveryRuleHasExamplesAndAUniqueId() {
        let ids = RuleRegistry.rules.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count)
        for rule in RuleRegistry.rules {
            let description = type(of: rule).description
            XCTAssertFalse(description.triggeringExamples.isEmpty, rule.id)
            XCTAssertFalse(description.nonTriggeringExamples.isEmpty, rule.id)
            XCTAssertTrue(description.id.hasPrefix(description.group + "/"), rule.id)
        }
    }

    // MARK: Helpers

    /// Applies a fix's change to an example's supporting files (paths relative to the root).
    private func apply(_ change: WorkspaceChange, to files: inout [String: String]) {
        let prefix = ExampleLinting.root + "/"
        func relative(_ path: String) -> String {
            XCTAssertTrue(path.hasPrefix(prefix), path)
            return String(path.dropFirst(prefix.count))
        }
        switch change {
        case .edit(let path, let replacements):
            let key = relative(path)
            XCTAssertNotNil(files[key], "edit of a missing file \(key)")
            files[key] = TextReplacement.apply(replacements, to: files[key] ?? "")
        case .create(let path, let contents):
            let key = relative(path)
            XCTAssertNil(files[key], "creation of an existing file \(key)")
            files[key] = contents
        case .rename(let from, let to):
            files[relative(to)] = files.removeValue(forKey: relative(from))
        }
    }

    /// The walk's shortcuts never change a rule's findings on its own examples: skipping the
    /// types that are not views is right for the rules that claim to report only in views.
    func testSkippingWalksFindTheSame() {
        for rule in RuleRegistry.rules {
            let linting = ExampleLinting(rule: rule)
            let description = type(of: rule).description
            for example in description.triggeringExamples + description.nonTriggeringExamples {
                let (seeingAll, skipping) = linting.diagnosticsWithAndWithoutSkipping(example)
                XCTAssertEqual(skipping, seeingAll, "\(rule.id): \(example.code)")
            }
        }
    }

    private func forEachTriggeringExample(_ body: (ExampleLinting, RuleExample) -> Void) {
        for rule in RuleRegistry.rules {
            let linting = ExampleLinting(rule: rule)
            for example in type(of: rule).description.triggeringExamples { body(linting, example) }
        }
    }

    /// Compares found ranges with marked ones; a marker without an end only fixes the start.
    private func assertRanges(_ found: [ByteRange], match expected: [ByteRange], _ message: String,
                              file: StaticString = #filePath, line: UInt = #line) {
        let comparable = zip(found, expected).map { found, expected in
            expected.isEmpty ? ByteRange.empty(at: found.start) : found
        }
        XCTAssertEqual(found.count, expected.count, message, file: file, line: line)
        XCTAssertEqual(comparable, Array(expected.prefix(comparable.count)), message, file: file, line: line)
    }
}
