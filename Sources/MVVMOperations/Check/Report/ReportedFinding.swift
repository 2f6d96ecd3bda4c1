/// One finding as `mvvm-lsp check` reports it: 1-based lines, 1-based UTF-8 byte columns
/// (what `file:line:col` consumers such as Vim's quickfix expect), and UTF-16 columns for SARIF.
public struct ReportedFinding: Sendable, Hashable {
    public var file: String
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var endColumn: Int
    public var utf16Column: Int
    public var utf16EndColumn: Int
    public var severity: String
    public var rule: String
    public var message: String

    public init(
        file: String, line: Int, column: Int, endLine: Int, endColumn: Int, utf16Column: Int,
        utf16EndColumn: Int, severity: String, rule: String, message: String
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
        self.utf16Column = utf16Column
        self.utf16EndColumn = utf16EndColumn
        self.severity = severity
        self.rule = rule
        self.message = message
    }
}

/// What a `check` run found, ready for any output format.
public struct CheckReport: Sendable {
    public var root: String
    public var filesChecked: Int
    public var findings: [ReportedFinding]
    public var rules: [RuleSummary]
    /// Findings a baseline hid (not in `findings`).
    public var hiddenByBaseline = 0

    public init(root: String, filesChecked: Int, findings: [ReportedFinding], rules: [RuleSummary]) {
        self.root = root
        self.filesChecked = filesChecked
        self.findings = findings
        self.rules = rules
    }

    public func count(_ severity: String) -> Int { findings.filter { $0.severity == severity }.count }
}

/// A rule's metadata, for SARIF's rule table.
public struct RuleSummary: Sendable, Hashable {
    public var id: String
    public var name: String
    public var summary: String
    public var rationale: String
    public var defaultSeverity: String
    public var documentationURL: String
}

extension ReportedFinding: Comparable {
    public static func < (lhs: ReportedFinding, rhs: ReportedFinding) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.rule) < (rhs.file, rhs.line, rhs.column, rhs.rule)
    }
}
