import Foundation
import MVVMAnalyzerCore
import MVVMRules

extension ReportedFinding {
    /// A finding located with its file's line table; the path is shown relative to `base`
    /// when it lies inside it.
    public init(_ finding: MVVMRules.Finding, lines: LineTable, relativeTo base: String) {
        let start8 = lines.position(ofOffset: finding.range.start, unit: .utf8)
        let end8 = lines.position(ofOffset: finding.range.end, unit: .utf8)
        let start16 = lines.position(ofOffset: finding.range.start, unit: .utf16)
        let end16 = lines.position(ofOffset: finding.range.end, unit: .utf16)
        let file = RelativePath.display(finding.path, in: base)
        self.init(
            file: file, line: start8.line + 1, column: start8.column + 1, endLine: end8.line + 1,
            endColumn: end8.column + 1, utf16Column: start16.column + 1, utf16EndColumn: end16.column + 1,
            severity: finding.severity.rawValue, rule: finding.ruleID, message: finding.message)
    }
}

extension RuleSummary {
    public init(_ metadata: RuleMetadata) {
        let severities = ["fosmvvm", "contract", "plain"].compactMap { metadata.defaultSeverities[$0] }
        self.init(
            id: metadata.id, name: metadata.name, summary: metadata.summary, rationale: metadata.rationale,
            defaultSeverity: (severities.max() ?? .warning).rawValue,
            documentationURL: RuleDocumentation.url(forRule: metadata.id))
    }
}
