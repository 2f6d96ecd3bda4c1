import Foundation
import MVVMAnalyzerCore
import MVVMRules

/// SARIF 2.1.0, with the rule table, so code-scanning tools show rule help.
public enum SARIFReportFormatter {
    private struct Log: Encodable {
        let schema = "https://json.schemastore.org/sarif-2.1.0.json"
        let version = "2.1.0"
        var runs: [Run]
        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }
    private struct Run: Encodable {
        var tool: Tool
        var originalUriBaseIds: [String: ArtifactLocation]
        var columnKind = "utf16CodeUnits"
        var results: [Result]
    }
    private struct Tool: Encodable { var driver: Driver }
    private struct Driver: Encodable {
        var name: String
        var version: String
        var informationUri: String
        var rules: [Rule]
    }
    private struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Text
        var fullDescription: Text
        var helpUri: String
        var defaultConfiguration: Configuration
    }
    private struct Configuration: Encodable { var level: String }
    private struct Text: Encodable { var text: String }
    private struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Text
        var locations: [Location]
    }
    private struct Location: Encodable { var physicalLocation: PhysicalLocation }
    private struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }
    private struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?
    }
    private struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
        var endLine: Int
        var endColumn: Int
    }

    public static func render(_ report: CheckReport) throws -> String {
        let ruleIndex = Dictionary(uniqueKeysWithValues: report.rules.enumerated().map { ($1.id, $0) })
        let rootURI = URL(fileURLWithPath: report.root, isDirectory: true).absoluteString
        let log = Log(runs: [
            Run(
                tool: Tool(
                    driver: Driver(
                        name: ServerIdentity.name, version: ServerIdentity.version,
                        informationUri: RuleDocumentation.repositoryURL,
                        rules: report.rules.map { rule in
                            Rule(
                                id: rule.id, name: rule.name, shortDescription: Text(text: rule.summary),
                                fullDescription: Text(text: rule.rationale), helpUri: rule.documentationURL,
                                defaultConfiguration: Configuration(level: level(rule.defaultSeverity)))
                        })),
                originalUriBaseIds: ["SRCROOT": ArtifactLocation(uri: rootURI, uriBaseId: nil)],
                results: report.findings.map { finding in
                    Result(
                        ruleId: finding.rule, ruleIndex: ruleIndex[finding.rule] ?? -1,
                        level: level(finding.severity), message: Text(text: finding.message),
                        locations: [
                            Location(
                                physicalLocation: PhysicalLocation(
                                    artifactLocation: ArtifactLocation(
                                        uri: relativeURI(finding.file, root: report.root),
                                        uriBaseId: "SRCROOT"),
                                    region: Region(
                                        startLine: finding.line, startColumn: finding.utf16Column,
                                        endLine: finding.endLine, endColumn: finding.utf16EndColumn)))
                        ])
                })
        ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(log), as: UTF8.self) + "\n"
    }

    private static func level(_ severity: String) -> String {
        switch severity {
        case "error": return "error"
        case "warning": return "warning"
        default: return "note"
        }
    }

    private static func relativeURI(_ file: String, root: String) -> String {
        let absolute = URL(fileURLWithPath: file).standardizedFileURL.path
        let base = URL(fileURLWithPath: root).standardizedFileURL.path
        let relative = RelativePath.display(absolute, in: base)
        return relative.split(separator: "/").map {
            String($0).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0)
        }.joined(separator: "/")
    }
}
