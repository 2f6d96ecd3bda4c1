/// `file:line:col: severity: message [rule]`, one line per finding, then a summary line.
public enum TextReportFormatter {
    public static func render(_ report: CheckReport) -> String {
        var lines = report.findings.map { finding in
            "\(finding.file):\(finding.line):\(finding.column): \(finding.severity): \(finding.message) [\(finding.rule)]"
        }
        let files = report.filesChecked == 1 ? "1 file" : "\(report.filesChecked) files"
        lines.append(
            "\(report.findings.count) finding(s) in \(files): \(report.count("error")) error(s), "
                + "\(report.count("warning")) warning(s), \(report.count("info")) info"
                + (report.hiddenByBaseline > 0 ? "; \(report.hiddenByBaseline) hidden by the baseline" : ""))
        return lines.joined(separator: "\n") + "\n"
    }
}
