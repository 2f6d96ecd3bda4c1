import Foundation
import MVVMAnalyzerCore
import MVVMRules

/// A finding with the line table of its file, to place it in lines and columns.
public struct FindingWithLines: Sendable {
    public let finding: MVVMRules.Finding
    public let lines: LineTable
}

extension FindingWithLines {
    /// Whether the finding's lines touch a line `changes` added or changed (`check --changed-lines`).
    func touchesChangedLine(of changes: GitChanges) -> Bool {
        let first = lines.lineIndex(containing: finding.range.start) + 1
        let last = max(first, lines.lineIndex(containing: max(finding.range.start, finding.range.end - 1)) + 1)
        return changes.touchesChangedLine(finding.path, lines: first...last)
    }
}

extension CheckReport {
    /// The report of `findings`, paths relative to `base`, sorted by place.
    public init(
        root: String, filesChecked: Int, findings: [FindingWithLines], hiddenByBaseline: Int = 0,
        relativeTo base: String
    ) {
        self.init(
            root: root, filesChecked: filesChecked,
            findings: findings.map { ReportedFinding($0.finding, lines: $0.lines, relativeTo: base) }.sorted(),
            rules: RuleMetadata.all.map(RuleSummary.init))
        self.hiddenByBaseline = hiddenByBaseline
    }
}

extension Baseline {
    /// The baseline accepting every one of `findings`, for the file at `path` (absolute):
    /// what `check --write-baseline` writes.
    public init(recording findings: [FindingWithLines], path: String) {
        self.init(
            accepting: findings.map { BaselineEntry($0.finding, lines: $0.lines) },
            relativeTo: (path as NSString).deletingLastPathComponent)
    }
}
