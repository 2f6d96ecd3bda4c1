/// The output formats of `mvvm-lsp check`.
public enum CheckOutputFormat: String, CaseIterable, Sendable {
    case text, json, sarif, github, xcode

    /// `report` as this format prints it.
    public func render(_ report: CheckReport) throws -> String {
        switch self {
        case .text: return TextReportFormatter.render(report)
        case .json: return try JSONCheckReport(report).rendered()
        case .sarif: return try SARIFReportFormatter.render(report)
        case .github: return GitHubReportFormatter.render(report)
        case .xcode: return XcodeReportFormatter.render(report)
        }
    }
}
