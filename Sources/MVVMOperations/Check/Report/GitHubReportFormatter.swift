/// GitHub Actions workflow commands: `::warning file=…,line=…,col=…,title=rule::message`.
public enum GitHubReportFormatter {
    public static func render(_ report: CheckReport) -> String {
        report.findings.map { finding in
            let command: String
            switch finding.severity {
            case "error": command = "error"
            case "warning": command = "warning"
            default: command = "notice"
            }
            let properties = [
                "file=\(escapeProperty(finding.file))", "line=\(finding.line)", "col=\(finding.column)",
                "endLine=\(finding.endLine)", "endColumn=\(finding.endColumn)",
                "title=\(escapeProperty(finding.rule))",
            ].joined(separator: ",")
            return "::\(command) \(properties)::\(escapeData(finding.message))\n"
        }.joined()
    }

    /// Escapes a message as the workflow-command syntax requires.
    private static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escapes a property value, which also may not contain `:` or `,`.
    private static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
