import MVVMAnalyzerCore
import MVVMOperations
import MVVMRules

/// `fix`: applies the quick fixes of named findings, or of every finding of some rules.
enum FixTool: WorkspaceTool {
    static let name = "fix"
    static let description = """
        Apply quick fixes to the workspace's files and return the files changed. Name `findings` \
        (file, line, column, rule, as `check` returned them) to apply each one's first fix, \
        whether preferred or not; or name `rules` to apply every preferred fix of those rules; \
        with neither, every preferred fix is applied (like an editor's fix-all). The workspace is \
        checked again first: a named finding that is no longer there is an error and nothing is \
        written. A file that changed after it was read is never overwritten (the call fails and \
        writes nothing), no file outside the workspace root is touched, and a fix that overlaps \
        one applied in the same call is skipped (listed in `skipped`; call fix again). Run \
        `check` afterwards to see what remains.
        """
    static let isReadOnly = false

    struct Arguments: ToolArguments {
        var findings: [FindingReference]?
        var rules: [String]?
        var paths: [String]?

        enum CodingKeys: String, CodingKey, CaseIterable { case findings, rules, paths }

        static func parameter(_ key: CodingKeys) -> ToolParameter {
            switch key {
            case .findings: ToolParameter(.findingReferences, "Findings to fix, as check returned them.")
            case .rules: ToolParameter(.strings, "Apply the preferred fixes of every finding of these rule ids.")
            case .paths:
                ToolParameter(
                    .strings,
                    """
                    Fix only findings in these files or folders, relative to the workspace root (default: \
                    the whole workspace).
                    """)
            }
        }
    }

    static func call(_ arguments: Arguments, in workspace: MCPWorkspace) throws(ToolFailure) -> ToolOutput {
        var references = (arguments.findings ?? []).map(\.reference)
        for index in references.indices {
            references[index].file = try workspace.root.relativePath(workspace.absolutePath(references[index].file))
        }
        let rules = try FindingFilter(rules: arguments.rules ?? [], minSeverity: nil)
        let (outcome, loaded) = try workspace.check(paths: arguments.paths ?? [], baseline: .ignored)
        let selection: FixSelection
        do throws(FixSelectionError) {
            selection = try FixSelection(
                from: outcome.findings, relativeTo: workspace.root.path, named: references, rules: rules)
        } catch {
            throw .failed(error.description)
        }
        let application = FixApplication(root: workspace.root, candidates: selection.candidates) {
            FixApplication.analysedText(of: $0, in: loaded.snapshot)
        }
        let changed: [ChangedFile]
        do {
            changed = try application.write()
        } catch {
            throw .failed(error.description)
        }
        return try ToolOutput(
            FixAnswer(
                changedFiles: changed,
                applied: application.applied.compactMap { applied in
                    selection.place(of: applied.finding).map { .applied($0, fix: applied.fix.title) }
                },
                skipped: selection.withoutFix.map { .skipped($0, reason: "the finding has no fix") }
                    + application.skipped.compactMap { skipped in
                        selection.place(of: skipped.finding).map { .skipped($0, reason: skipped.reason) }
                    }))
    }
}

/// A finding a call names, as `check` returned it: exactly its file, line, column and rule (a
/// line or column may come as a whole floating-point number).
struct FindingReference: Decodable, Sendable {
    let reference: FixSelection.Reference

    private enum CodingKeys: String, CodingKey, CaseIterable { case file, line, column, rule }

    /// Any key of the object, to refuse the ones a finding does not have.
    private struct ObjectKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        reference = FixSelection.Reference(
            file: try container.decode(String.self, forKey: .file),
            line: try container.decodeWholeNumber(forKey: .line),
            column: try container.decodeWholeNumber(forKey: .column),
            rule: try container.decode(String.self, forKey: .rule))
        guard try decoder.container(keyedBy: ObjectKey.self).allKeys.count == CodingKeys.allCases.count else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath, debugDescription: "a finding has only file, line, column and rule"))
        }
    }
}

private struct FixAnswer: Encodable {
    let changedFiles: [ChangedFile]
    let applied: [FixOutcome]
    let skipped: [FixOutcome]
}

/// A finding's fix, applied (`fix`: its title) or skipped (`reason`: why), with the finding's
/// place.
private struct FixOutcome: Encodable {
    let place: ReportedFinding
    var fix: String?
    var reason: String?

    static func applied(_ place: ReportedFinding, fix: String) -> FixOutcome { FixOutcome(place: place, fix: fix) }
    static func skipped(_ place: ReportedFinding, reason: String) -> FixOutcome {
        FixOutcome(place: place, reason: reason)
    }

    enum CodingKeys: String, CodingKey { case file, line, column, rule, fix, reason }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(place.file, forKey: .file)
        try container.encode(place.line, forKey: .line)
        try container.encode(place.column, forKey: .column)
        try container.encode(place.rule, forKey: .rule)
        try container.encodeIfPresent(fix, forKey: .fix)
        try container.encodeIfPresent(reason, forKey: .reason)
    }
}
