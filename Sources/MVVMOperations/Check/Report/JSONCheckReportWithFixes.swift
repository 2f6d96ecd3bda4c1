import MVVMRules

/// `check --format json`'s report, each finding also listing its fixes: the MCP `check` tool's answer.
public struct JSONCheckReportWithFixes: Encodable, Sendable {
    struct Finding: Encodable, Sendable {
        let entry: JSONCheckReport.Entry
        let fixes: [FixSummary]

        enum CodingKeys: String, CodingKey { case fixes }

        func encode(to encoder: any Encoder) throws {
            try entry.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(fixes, forKey: .fixes)
        }
    }

    let diagnostics: [Finding]
    let summary: JSONCheckReport.Summary

    /// `report`, each finding with the fixes of its own in `findings` (paths relative to `base`,
    /// as in the report).
    public init(_ report: CheckReport, findings: [FindingWithLines], relativeTo base: String) {
        // The report sorts its findings; pair each with its fixes by place, rule and message.
        var fixesByFinding: [ReportedFinding: [FixSummary]] = [:]
        for finding in findings {
            fixesByFinding[ReportedFinding(finding.finding, lines: finding.lines, relativeTo: base)] =
                finding.finding.fixes.map(FixSummary.init)
        }
        let json = JSONCheckReport(report)
        diagnostics = zip(report.findings, json.diagnostics).map { Finding(entry: $1, fixes: fixesByFinding[$0] ?? []) }
        summary = json.summary
    }
}

/// A fix as `check` lists it.
struct FixSummary: Encodable, Sendable {
    let title: String
    /// Safe to apply without looking; `fix` applies these when given rules rather than findings.
    let preferred: Bool

    init(_ fix: Fix) {
        title = fix.title
        preferred = fix.isPreferred
    }
}
