import Foundation

/// `/absolute/File.swift:line:col: warning: message [rule]`: the lines Xcode and SwiftPM turn
/// into issues (`info` is written as `note`), for the `mvvm-check` package plugin.
public enum XcodeReportFormatter {
    public static func render(_ report: CheckReport) -> String {
        let base = FileManager.default.currentDirectoryPath
        return report.findings.map { finding in
            let path = finding.file.hasPrefix("/") ? finding.file : base + "/" + finding.file
            let severity = finding.severity == "info" ? "note" : finding.severity
            return "\(path):\(finding.line):\(finding.column): \(severity): \(finding.message) [\(finding.rule)]\n"
        }.joined()
    }
}
