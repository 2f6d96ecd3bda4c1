import MVVMAnalyzerCore

/// A rule's metadata in a JSON-friendly shape, for `mvvm-lsp rules --format json`.
public struct RuleMetadata: Sendable, Hashable, Codable {
    public var id: String
    public var name: String
    public var summary: String
    public var rationale: String
    /// Default severity per convention (`fosmvvm`, `contract`, `plain`); missing = off.
    public var defaultSeverities: [String: Severity]
    /// Whether the rule offers quick fixes.
    public var hasFixes: Bool

    public init(_ description: RuleDescription) {
        self.id = description.id
        self.name = description.name
        self.summary = description.summary
        self.rationale = description.rationale
        var severities: [String: Severity] = [:]
        for convention in Convention.allCases {
            severities[convention.rawValue] = description.defaultSeverities[convention]
        }
        self.defaultSeverities = severities
        self.hasFixes = !description.corrections.isEmpty
    }

    /// Metadata of every registered rule, in registry order.
    public static var all: [RuleMetadata] { RuleRegistry.descriptions.map(RuleMetadata.init) }
}
