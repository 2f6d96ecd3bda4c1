import ArgumentParser
import MVVMOperations

/// The output formats of `mvvm-lsp check`.
enum CheckOutputFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json, sarif, github, xcode

    func render(_ report: CheckReport) throws -> String {
        switch self {
        case .text: return TextReportFormatter.render(report)
        case .json: return try JSONCheckReport(report).rendered()
        case .sarif: return try SARIFReportFormatter.render(report)
        case .github: return GitHubReportFormatter.render(report)
        case .xcode: return XcodeReportFormatter.render(report)
        }
    }
}
