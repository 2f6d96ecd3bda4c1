import Foundation
import MCP
import MVVMAnalyzerCore
import MVVMOperations
import MVVMRules

/// The effective configuration: the `.mvvm-lsp.yml` layers of the workspace and the settings
/// they add up to, at the root (`mvvm-lsp://configuration`) or for one file
/// (`mvvm-lsp://configuration/{path}`).
enum ConfigurationResource {
    static let uri = "mvvm-lsp://configuration"
    static let uriTemplate = "mvvm-lsp://configuration/{path}"

    static let resource = Resource(
        name: "configuration", uri: uri, title: "Effective configuration",
        description: """
            The workspace's .mvvm-lsp.yml files, their errors, and the settings in effect at the \
            workspace root (convention, rule severities and options, locales, scaffold defaults) \
            that check, fix and scaffold use.
            """,
        mimeType: "application/json")

    static let template = Resource.Template(
        uriTemplate: uriTemplate, name: "file-configuration", title: "Effective configuration of a file",
        description: "The settings in effect for one file (path relative to the workspace root), after every layer.",
        mimeType: "application/json")

    /// The contents for `uri`, or nil when it is not this resource's.
    static func read(_ uri: String, in workspace: MCPWorkspace) throws(ToolFailure) -> Resource.Content? {
        let file: String
        if uri == self.uri {
            file = (workspace.root.path as NSString).appendingPathComponent(Configuration.fileName)
        } else if uri.hasPrefix(self.uri + "/") {
            let relative = String(uri.dropFirst(self.uri.count + 1))
            file = try workspace.absolutePath(relative.removingPercentEncoding ?? relative)
        } else {
            return nil
        }
        let (configuration, errors) = ConfigurationSet.load(root: workspace.root.path)
        let answer = EffectiveConfiguration(
            file: workspace.root.relativePath(file),
            configurationFiles: configuration.layersByFolder.keys.sorted().map {
                workspace.root.relativePath(($0 as NSString).appendingPathComponent(Configuration.fileName))
            },
            errors: errors.map { "\($0)" },
            settings: Settings(configuration.resolved(forFile: file)))
        let text = try ToolOutput(answer).text
        return .text(text, uri: uri, mimeType: "application/json")
    }
}

private struct EffectiveConfiguration: Encodable {
    /// The file the settings are for.
    let file: String
    let configurationFiles: [String]
    let errors: [String]
    let settings: Settings
}

private struct Settings: Encodable {
    struct Rule: Encodable {
        let severity: String?
        let options: [String: JSONOfYAML]
    }

    let convention: String
    let rules: [String: Rule]
    let locales: [String]
    let lintNonAppCode: Bool
    let included: Bool
    let scaffold: [String: String]
    let placement: [String: String]

    init(_ resolved: ResolvedConfiguration) {
        switch resolved.convention {
        case .auto: convention = "auto"
        case .fixed(let fixed): convention = fixed.rawValue
        }
        rules = resolved.rules.mapValues {
            Rule(severity: $0.severity?.rawValue, options: $0.options.mapValues(JSONOfYAML.init))
        }
        locales = resolved.locales
        lintNonAppCode = resolved.lintNonAppCode
        included = resolved.isIncluded
        scaffold = resolved.scaffold.values
        placement = resolved.scaffold.placement
    }
}

/// A YAML option value as JSON: scalars as strings, sequences as arrays, mappings as objects.
private struct JSONOfYAML: Encodable {
    let value: YAMLValue

    init(_ value: YAMLValue) { self.value = value }

    func encode(to encoder: any Encoder) throws {
        switch value {
        case .scalar(let text, _):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .sequence(let items, _):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(JSONOfYAML(item)) }
        case .mapping(let pairs, _):
            var container = encoder.container(keyedBy: AnyKey.self)
            for pair in pairs { try container.encode(JSONOfYAML(pair.value), forKey: AnyKey(pair.key)) }
        }
    }

    private struct AnyKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
