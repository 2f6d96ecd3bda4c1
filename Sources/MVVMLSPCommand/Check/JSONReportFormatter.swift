import Foundation

/// `{ "diagnostics": [{file, line, column, endLine, endColumn, severity, rule, message}], "summary": {…} }`
enum JSONReportFormatter {
    private struct Output: Encodable {
        struct Entry: Encodable {
            var file: String
            var line: Int
            var column: Int
            var endLine: Int
            var endColumn: Int
            var severity: String
            var rule: String
            var message: String
        }
        struct Summary: Encodable {
            var files: Int
            var findings: Int
            var errors: Int
            var warnings: Int
            var infos: Int
        }
        var diagnostics: [Entry]
        var summary: Summary
    }

    static func render(_ report: CheckReport) throws -> String {
        let output = Output(
            diagnostics: report.findings.map {
                .init(file: $0.file, line: $0.line, column: $0.column, endLine: $0.endLine,
                      endColumn: $0.endColumn, severity: $0.severity, rule: $0.rule, message: $0.message)
            },
            summary: .init(files: report.filesChecked, findings: report.findings.count,
                           errors: report.count("error"), warnings: report.count("warning"),
                           infos: report.count("info")))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(output), as: UTF8.self) + "\n"
    }
}
