import MVVMAnalyzerCore

/// A rule's metadata in a JSON-friendly shape, for `mvvm-lsp rules --format json`.
public struct RuleMetadata: Sendable, Hashable, Codable {
    public var id: String
    public var name: String
    public var summary: String
    public var rationale: String
    /// Default severity per convention (`fosmvvm`, `contract`, `plain`); missing = off.
    public var defaultSeverities: [String: Severity]
    /// The severity in plain code with `plainProfile: strict`; missing = off there too.
    public var strictPlainSeverity: Severity?
    /// Why the rule is on or off by default, per convention.
    public var defaultReasons: [String: String]
    /// Whether the rule offers quick fixes.
    public var hasFixes: Bool
    /// Other ids the rule answers to in configuration, suppressions and rule filters.
    public var aliases: [String]
    /// The FOSMVVM review check (`fosmvvm-review`) the rule decides, if any.
    public var reviewCheck: String?

    public init(_ description: RuleDescription) {
        self.id = description.id
        self.name = description.name
        self.summary = description.summary
        self.rationale = description.rationale
        var severities: [String: Severity] = [:]
        var reasons: [String: String] = [:]
        for convention in Convention.allCases {
            severities[convention.rawValue] = description.defaultSeverities[convention]
            reasons[convention.rawValue] = description.defaultSeverities.reason(in: convention)
        }
        self.defaultSeverities = severities
        self.strictPlainSeverity = description.defaultSeverities.severity(in: .plain, plainProfile: .strict)
        self.defaultReasons = reasons
        self.hasFixes = !description.corrections.isEmpty
        self.aliases = description.aliases
        self.reviewCheck = description.reviewCheck
    }

    /// Metadata of every registered rule, in registry order.
    public static var all: [RuleMetadata] { RuleRegistry.descriptions.map(RuleMetadata.init) }
}
