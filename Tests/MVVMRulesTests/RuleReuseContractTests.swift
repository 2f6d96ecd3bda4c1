import Foundation
import MVVMAnalyzerCore
import MVVMRules
import TestSupport
import XCTest

/// Every rule's reuse claims (`Rule.reach`: `declarationLocal`, `viewsOnly`, `previewsOnly`; `requiredTexts`)
/// hold on its own examples: each example, with only its rule on, is
/// edited at random inside member bodies — the edits that let the linter reuse the findings of
/// the other members — and after every edit the lint that reuses the previous one's findings
/// must equal a fresh lint. A rule that reads sibling members while claiming to be
/// declaration-local gets stale reused findings here and fails, naming the seed and the edits.
final class RuleReuseContractTests: XCTestCase {
    private static let seed: UInt64 = 0x5EED_2026
    private static let sequencesPerExample = 1
    private static let editsPerSequence = 3

    /// What one rule's examples gave: lints run, members reused, and every difference found.
    private struct RuleOutcome: Sendable {
        var lints = 0
        var reused = 0
        var failures: [String] = []
    }

    func testReusedFindingsEqualAFreshLintForEveryRuleUnderRandomEditsOfItsExamples() {
        // Rules are independent: each is checked on its own thread with its own seed.
        let rules = Array(RuleRegistry.rules.enumerated())
        let outcomes = ParallelMap.map(rules, jobs: ProcessInfo.processInfo.activeProcessorCount) { index, rule in
            Self.check(rule, seed: Self.seed &+ UInt64(index))
        }
        for failure in outcomes.flatMap(\.failures) { XCTFail(failure) }
        let lints = outcomes.map(\.lints).reduce(0, +)
        XCTAssertGreaterThan(lints, 500)
        XCTAssertGreaterThan(outcomes.map(\.reused).reduce(0, +), lints / 4, "the edits leave other members to reuse")
    }

    private static func check(_ rule: any Rule, seed: UInt64) -> RuleOutcome {
        var generator = SeededGenerator(seed: seed)
        var outcome = RuleOutcome()
        let linting = ExampleLinting(rule: rule)
        let description = type(of: rule).description
        for example in description.triggeringExamples + description.nonTriggeringExamples {
            let path = linting.path(of: example)
            let original = linting.linterOfThisRuleAlone(example).1.sourceFiles[path]!.text
            // Every body line replaced and deleted in turn, then random sequences of edits.
            let sweep = BodyLineEdit.sweep(of: original).map { [$0] }
            let sequences = (0..<sequencesPerExample).map { _ in
                var text = original
                return (0..<editsPerSequence).compactMap { _ -> BodyLineEdit? in
                    guard let edit = BodyLineEdit.random(of: text, using: &generator) else { return nil }
                    text = edit.editedText
                    return edit
                }
            }
            for edits in sweep + sequences {
                var (linter, workspace) = linting.linterOfThisRuleAlone(example)
                var memo = linter.lint(path: path, in: workspace, reusing: nil).memo
                var applied: [String] = []
                for edit in edits {
                    applied.append(edit.description)
                    edit.apply(to: path, in: &workspace)
                    let incremental = linter.lint(path: path, in: workspace, reusing: memo)
                    let fresh = linter.lint(path: path, in: workspace)
                    if incremental.diagnostics != fresh {
                        outcome.failures.append(
                            """
                            \(rule.id): reusing findings differs from a fresh lint (seed \(seed)) after \
                            \(applied.joined(separator: "; ")): \(incremental.diagnostics) instead of \(fresh) in:
                            \(workspace.sourceFiles[path]!.text)
                            """)
                    }
                    memo = incremental.memo
                    outcome.lints += 1
                    outcome.reused += incremental.memo?.reusedUnitCount ?? 0
                }
            }
        }
        return outcome
    }
}

/// One edit of a line inside a member body (never a declaration's own line), the kind of edit
/// after which the linter reuses the other members' findings.
private struct BodyLineEdit: CustomStringConvertible {
    let base: String
    let line: Int
    let replacement: [String]
    let description: String

    private static let statements = [
        "// reviewed", "", "Text(\"Inserted\")", "let inserted = 42", "viewModel.load()", "print(viewModel)",
        "Spacer()", ".padding()", "if viewModel.items.isEmpty { EmptyView() }",
    ]

    /// Each body line of `text` replaced by a neutral statement, and deleted.
    static func sweep(of text: String) -> [BodyLineEdit] {
        let lines = text.components(separatedBy: "\n")
        return bodyLines(of: lines).flatMap { line -> [BodyLineEdit] in
            let indentation = String(lines[line].prefix { $0 == " " })
            return [
                BodyLineEdit(
                    base: text, line: line, replacement: [indentation + "_ = 0"],
                    description: "replacing line \(line + 1) with `_ = 0`"),
                BodyLineEdit(base: text, line: line, replacement: [], description: "deleting line \(line + 1)"),
            ]
        }
    }

    /// A random edit of `text`, or nil when it has no line inside a body.
    static func random(of text: String, using generator: inout SeededGenerator) -> BodyLineEdit? {
        let lines = text.components(separatedBy: "\n")
        let candidates = bodyLines(of: lines)
        guard !candidates.isEmpty else { return nil }
        let line = generator.pick(candidates)
        let original = lines[line]
        let indentation = String(original.prefix { $0 == " " })
        let statement = generator.pick(statements)
        switch generator.int(0...5) {
        case 0:
            return BodyLineEdit(
                base: text, line: line, replacement: [indentation + statement, original],
                description: "inserting `\(statement)` before line \(line + 1)")
        case 1:
            return BodyLineEdit(
                base: text, line: line, replacement: [indentation + statement],
                description: "replacing line \(line + 1) with `\(statement)`")
        case 2:
            return BodyLineEdit(
                base: text, line: line, replacement: [original, original],
                description: "duplicating line \(line + 1)")
        case 3:
            let other = lines[generator.pick(candidates)].trimmingCharacters(in: .whitespaces)
            return BodyLineEdit(
                base: text, line: line, replacement: [original, indentation + other],
                description: "copying `\(other)` after line \(line + 1)")
        case 4:
            return BodyLineEdit(
                base: text, line: line, replacement: [original.replacingOccurrences(of: "\"", with: "\"x")],
                description: "editing the strings of line \(line + 1)")
        default:
            return BodyLineEdit(
                base: text, line: line, replacement: [original + " // edited"],
                description: "commenting line \(line + 1)")
        }
    }

    /// The text after the edit.
    var editedText: String {
        var lines = base.components(separatedBy: "\n")
        lines.replaceSubrange(line...line, with: replacement)
        return lines.joined(separator: "\n")
    }

    /// Applies the edit to the file at `path` as an editor's change does (incremental parse).
    func apply(to path: String, in workspace: inout WorkspaceSnapshot) {
        let lines = base.components(separatedBy: "\n")
        let start = lines[..<line].reduce(0) { $0 + $1.utf8.count + 1 }
        let removed = lines[line].utf8.count + (line + 1 < lines.count ? 1 : 0)
        let inserted = replacement.map { $0 + "\n" }.joined()
        let edit = ByteEdit(range: ByteRange(start: start, end: start + removed), replacement: Array(inserted.utf8))
        var bytes = Array(base.utf8)
        bytes.replaceSubrange(start..<(start + removed), with: edit.replacement)
        workspace.update(
            path: path, text: String(decoding: bytes, as: UTF8.self),
            changes: TextChanges(base: base, edits: [edit]))
    }

    /// Lines nested at least two braces deep (inside a member of a type) that declare nothing.
    private static func bodyLines(of lines: [String]) -> [Int] {
        var depth = 0
        var result: [Int] = []
        let declarations = [
            "struct ", "class ", "enum ", "protocol ", "extension ", "func ", "var ", "let ", "init(",
            "case ", "@", "#Preview", "#if", "#else", "#endif", "typealias ",
        ]
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let opens = line.filter { $0 == "{" }.count
            let closes = line.filter { $0 == "}" }.count
            let isDeclaration = declarations.contains {
                trimmed.hasPrefix($0) || trimmed.hasPrefix("private " + $0)
                    || trimmed.hasPrefix("public " + $0) || trimmed.hasPrefix("static " + $0)
            }
            if depth >= 2, !trimmed.isEmpty, opens == closes, !isDeclaration { result.append(index) }
            depth += opens - closes
        }
        return result
    }
}
