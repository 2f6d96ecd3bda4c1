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
    static let parameters: [ToolParameter] = [
        ToolParameter("findings", .findingReferences, "Findings to fix, as check returned them."),
        ToolParameter("rules", .strings, "Apply the preferred fixes of every finding of these rule ids."),
        ToolParameter("paths", .strings, """
            Fix only findings in these files or folders, relative to the workspace root (default: \
            the whole workspace).
            """),
    ]

    static func call(_ arguments: ToolArguments, in workspace: ServedWorkspace) throws(ToolFailure) -> ToolOutput {
        let references = arguments.findingReferences("findings")
        let rules = try FindingFilter(rules: arguments.strings("rules"), minSeverity: nil)
        let (outcome, loaded) = try workspace.check(paths: arguments.strings("paths"), baseline: .ignored)
        let findings = outcome.findings
        let located = findings.map { (linted: $0, place: CheckFinding($0.finding, lines: $0.lines, relativeTo: workspace.root.path)) }

        var candidates: [(finding: MVVMRules.Finding, fix: Fix)] = []
        var withoutFix: [FixOutcome] = []
        var missing: [FindingReference] = []
        for reference in references {
            let file = try workspace.root.relativePath(workspace.absolutePath(reference.file))
            guard let match = located.first(where: {
                $0.place.file == file && $0.place.line == reference.line && $0.place.column == reference.column
                    && $0.place.rule == reference.rule
            }) else {
                missing.append(reference)
                continue
            }
            if let fix = match.linted.finding.fixes.first {
                candidates.append((match.linted.finding, fix))
            } else {
                withoutFix.append(.skipped(match.place, reason: "the finding has no fix"))
            }
        }
        guard missing.isEmpty else {
            throw .failed("no such finding now: " + missing.map(\.description).joined(separator: ", ")
                          + "; the file may have changed since it was checked: run check again. Nothing was written.")
        }
        if !rules.rules.isEmpty || references.isEmpty {
            for linted in findings where rules.admits(linted.finding) {
                guard let fix = linted.finding.fixes.first(where: \.isPreferred),
                      !candidates.contains(where: { $0.finding == linted.finding }) else { continue }
                candidates.append((linted.finding, fix))
            }
        }

        let application = FixApplication(root: workspace.root, candidates: candidates) {
            FixApplication.analysedText(of: $0, in: loaded.snapshot)
        }
        let changed: [ChangedFile]
        do {
            changed = try application.write()
        } catch {
            throw .failed(error.description)
        }
        let place = { (finding: MVVMRules.Finding) in
            located.first { $0.linted.finding == finding }!.place
        }
        return try ToolOutput(FixAnswer(
            changedFiles: changed,
            applied: application.applied.map { .applied(place($0.finding), fix: $0.fix.title) },
            skipped: withoutFix + application.skipped.map { .skipped(place($0.finding), reason: $0.reason) }))
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
    let place: CheckFinding
    var fix: String?
    var reason: String?

    static func applied(_ place: CheckFinding, fix: String) -> FixOutcome { FixOutcome(place: place, fix: fix) }
    static func skipped(_ place: CheckFinding, reason: String) -> FixOutcome { FixOutcome(place: place, reason: reason) }

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
