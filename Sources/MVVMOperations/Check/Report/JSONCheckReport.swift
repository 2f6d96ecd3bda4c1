import Foundation

/// `{ "diagnostics": [{file, line, column, endLine, endColumn, severity, rule, message}], "summary": {…} }`:
/// the JSON shape of `mvvm-lsp check --format json`, which the MCP `check` tool extends.
public struct JSONCheckReport: Codable, Sendable, Equatable {
    /// One finding.
    public struct Entry: Codable, Sendable, Equatable {
        public var file: String
        public var line: Int
        public var column: Int
        public var endLine: Int
        public var endColumn: Int
        public var severity: String
        public var rule: String
        public var message: String

        public init(_ finding: ReportedFinding) {
            file = finding.file
            line = finding.line
            column = finding.column
            endLine = finding.endLine
            endColumn = finding.endColumn
            severity = finding.severity
            rule = finding.rule
            message = finding.message
        }
    }

    /// Counts: files checked, findings in all and per severity, and those a baseline hid
    /// (absent when none).
    public struct Summary: Codable, Sendable, Equatable {
        public var files: Int
        public var findings: Int
        public var errors: Int
        public var warnings: Int
        public var infos: Int
        public var baselined: Int?
    }

    public var diagnostics: [Entry]
    public var summary: Summary

    public init(_ report: CheckReport) {
        diagnostics = report.findings.map(Entry.init)
        summary = Summary(
            files: report.filesChecked, findings: report.findings.count, errors: report.count("error"),
            warnings: report.count("warning"), infos: report.count("info"),
            baselined: report.hiddenByBaseline > 0 ? report.hiddenByBaseline : nil)
    }

    /// The report as `check --format json` prints it: pretty, sorted keys, unescaped slashes.
    public func rendered() throws -> String {
        String(decoding: try Self.encoder.encode(self), as: UTF8.self) + "\n"
    }

    /// The encoder of every JSON this package prints for people and tools.
    public static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
