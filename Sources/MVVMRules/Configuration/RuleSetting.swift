import MVVMAnalyzerCore

/// One rule's configuration: its severity and options.
public struct RuleSetting: Sendable, Hashable {
    public var severity: ConfiguredSeverity?
    public var options: [String: YAMLValue]

    public init(severity: ConfiguredSeverity? = nil, options: [String: YAMLValue] = [:]) {
        self.severity = severity
        self.options = options
    }

    /// `other` applied on top of `self`: its severity if set, its options key by key.
    public func overridden(by other: RuleSetting) -> RuleSetting {
        RuleSetting(severity: other.severity ?? severity, options: options.merging(other.options) { $1 })
    }
}
