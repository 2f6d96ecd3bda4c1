/// One finding as `mvvm-lsp check` reports it: 1-based lines, 1-based UTF-8 byte columns
/// (what `file:line:col` consumers such as Vim's quickfix expect), and UTF-16 columns for SARIF.
struct CheckFinding: Sendable, Hashable {
    var file: String
    var line: Int
    var column: Int
    var endLine: Int
    var endColumn: Int
    var utf16Column: Int
    var utf16EndColumn: Int
    var severity: String
    var rule: String
    var message: String
}

/// What a `check` run found, ready for any output format.
struct CheckReport: Sendable {
    var root: String
    var filesChecked: Int
    var findings: [CheckFinding]
    var rules: [RuleSummary]

    func count(_ severity: String) -> Int { findings.filter { $0.severity == severity }.count }
}

/// A rule's metadata, for SARIF's rule table.
struct RuleSummary: Sendable, Hashable {
    var id: String
    var name: String
    var summary: String
    var rationale: String
    var defaultSeverity: String
    var documentationURL: String
}

extension CheckFinding: Comparable {
    static func < (lhs: CheckFinding, rhs: CheckFinding) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.rule) < (rhs.file, rhs.line, rhs.column, rhs.rule)
    }
}
