/// What a rule's findings depend on and where it can report: the claims that let the linter
/// skip and reuse work. The empty set is the safe answer (reads everything, reports anywhere).
/// `RuleReuseContractTests` checks every rule's claims on its own examples.
public struct RuleReach: OptionSet, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Findings follow from the linted file alone: never from pairing, localization YAML,
    /// declarations elsewhere or other rules' findings. Until a workspace folder is indexed, only
    /// such rules' findings are shown (with a convention the file decides itself).
    public static let thisFileOnly = RuleReach(rawValue: 1 << 0)
    /// `visit` of a node inside a type's member declaration depends only on that declaration's
    /// text, the scope, the file's facts, the rest of the workspace and the configuration, never
    /// on the text of other members: the findings of a member are reused while other members are
    /// edited. Without it the rule is treated as reading the whole type (no reuse unless its
    /// `requiredTexts` say where it can report).
    public static let declarationLocal = RuleReach(rawValue: 1 << 1)
    /// `visit` reports nothing where `WalkScope.isInView` is false: the walk skips types that are
    /// not views when every rule it feeds says so.
    public static let viewsOnly = RuleReach(rawValue: 1 << 2)
    /// `visit` reports nothing where `WalkScope.isInPreview` is false (then its `requiredTexts`
    /// keep only preview declarations from being reused).
    public static let previewsOnly = RuleReach(rawValue: 1 << 3)
}
