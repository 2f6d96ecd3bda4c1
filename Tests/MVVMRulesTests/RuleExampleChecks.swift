import MVVMAnalyzerCore
import MVVMRules
import XCTest

/// The checks `RuleExamplesTests` runs on one rule's examples and corrections; each failure
/// names the rule and the example.
struct RuleExampleChecks {
    private static let multiBytePrefix = "// 🚀 日本語 é\n"

    let rule: any Rule
    private let linting: ExampleLinting
    private let description: RuleDescription

    init(rule: any Rule) {
        self.rule = rule
        linting = ExampleLinting(rule: rule)
        description = type(of: rule).description
    }

    func hasExamples() {
        XCTAssertFalse(description.triggeringExamples.isEmpty, "\(rule.id) has no triggering example")
        XCTAssertFalse(description.nonTriggeringExamples.isEmpty, "\(rule.id) has no non-triggering example")
        XCTAssertTrue(description.id.hasPrefix(description.group + "/"), rule.id)
    }

    func triggeringExamplesReportAtTheMarkers() {
        for example in description.triggeringExamples {
            let found = linting.diagnostics(example, code: example.cleanCode, forceEnabled: true)
            assertRanges(found.map(\.range), match: example.markedRanges, "\(rule.id): \(example.code)")
            for diagnostic in found {
                XCTAssertFalse(diagnostic.message.isEmpty, rule.id)
                XCTAssertEqual(diagnostic.path, linting.path(of: example), rule.id)
            }
        }
    }

    /// No fix writes an editor placeholder (`<#Bundle#>`): it does not compile, and most editors
    /// cannot jump to one; a fix without a value for it is not offered.
    func fixesWriteNoPlaceholder() {
        for example in description.triggeringExamples + description.corrections.map(\.before) {
            for diagnostic in linting.diagnostics(example, code: example.cleanCode, forceEnabled: true) {
                for change in diagnostic.fixes.flatMap(\.changes) {
                    let written: [String] =
                        switch change {
                        case .edit(_, let replacements): replacements.map(\.newText)
                        case .create(_, let contents): [contents]
                        case .rename: []
                        }
                    XCTAssertFalse(
                        written.contains { $0.contains("<#") }, "\(rule.id) writes a placeholder: \(written)")
                }
            }
        }
    }

    /// Silent with the rule switched on, so that an example in a convention where the rule is
    /// off by default (plain code, `plainProfile: strict` rules) still says something.
    func nonTriggeringExamplesAreSilent() {
        for example in description.nonTriggeringExamples {
            let found = linting.diagnostics(example, code: example.cleanCode, forceEnabled: true)
            XCTAssertEqual(found.map(\.message), [], "\(rule.id): \(example.code)")
        }
    }

    func triggeringExamplesInCommentsAndStringsAreSilent() {
        for example in description.triggeringExamples {
            let block = "/*\n\(example.cleanCode)\n*/\n"
            let lines = example.cleanCode.split(separator: "\n", omittingEmptySubsequences: false).map { "// \($0)" }
            let string = "let example = #\"\"\"\n\(example.cleanCode)\n\"\"\"#\n"
            for wrapped in [block, lines.joined(separator: "\n"), string] {
                let found = linting.diagnostics(example, code: wrapped, forceEnabled: true)
                XCTAssertEqual(found.map(\.message), [], "\(rule.id) in a comment or string: \(wrapped)")
            }
        }
    }

    func triggeringExamplesBehindASuppressionAreSilent() {
        for example in description.triggeringExamples {
            let suppressed = "// mvvm-lsp:disable \(rule.id)\n\(example.cleanCode)"
            let found = linting.diagnostics(example, code: suppressed, forceEnabled: true)
            XCTAssertEqual(found.map(\.message), [], "\(rule.id) suppressed: \(suppressed)")
        }
    }

    func multiBytePrefixShiftsRangesByItsBytes() {
        let shift = Self.multiBytePrefix.utf8.count
        for example in description.triggeringExamples {
            let code = Self.multiBytePrefix + example.cleanCode
            let found = linting.diagnostics(example, code: code, forceEnabled: true)
            assertRanges(
                found.map(\.range), match: example.markedRanges.map { $0.shifted(by: shift) },
                "\(rule.id) after a multi-byte prefix: \(example.code)")
            let lines = LineTable(code)
            for (diagnostic, expected) in zip(found, example.markedRanges) {
                let original = LineTable(example.cleanCode).position(ofOffset: expected.start, unit: .utf16)
                XCTAssertEqual(
                    lines.position(ofOffset: diagnostic.range.start, unit: .utf16),
                    LineColumn(line: original.line + 1, column: original.column), rule.id)
            }
        }
    }

    func correctionsProduceTheExpectedText() {
        for correction in description.corrections {
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

    /// The walk's shortcuts never change a rule's findings on its own examples: skipping the
    /// types that are not views is right for the rules that claim to report only in views.
    func skippingWalksFindTheSame() {
        for example in description.triggeringExamples + description.nonTriggeringExamples {
            let (seeingAll, skipping) = linting.diagnosticsWithAndWithoutSkipping(example)
            XCTAssertEqual(skipping, seeingAll, "\(rule.id): \(example.code)")
        }
    }

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

    /// Compares found ranges with marked ones; a marker without an end only fixes the start.
    private func assertRanges(_ found: [ByteRange], match expected: [ByteRange], _ message: String) {
        let comparable = zip(found, expected).map { found, expected in
            expected.isEmpty ? ByteRange.empty(at: found.start) : found
        }
        XCTAssertEqual(found.count, expected.count, message)
        XCTAssertEqual(comparable, Array(expected.prefix(comparable.count)), message)
    }
}
