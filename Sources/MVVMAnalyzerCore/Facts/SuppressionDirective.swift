/// A parsed `// mvvm-lsp:disable…` / `// mvvm-lsp:enable…` comment.
public struct SuppressionDirective: Sendable, Hashable {
    public enum Action: String, Sendable, Hashable {
        case disable
        case enable
    }

    /// Which lines the directive covers.
    public enum Scope: String, Sendable, Hashable {
        /// From this comment to a matching `enable` (or the end of the file).
        case region
        /// The next line.
        case next
        /// The comment's own line.
        case this
        /// The line before.
        case previous
    }

    public var action: Action
    public var scope: Scope
    /// Rule ids as written; `all` stands for every rule.
    public var ruleIDs: [String]
    /// The comment, `//` through its last character.
    public var range: ByteRange
    /// Where each rule id is written, in `ruleIDs` order.
    public var ruleIDRanges: [ByteRange]

    public init(action: Action, scope: Scope, ruleIDs: [String], range: ByteRange, ruleIDRanges: [ByteRange]) {
        self.action = action
        self.scope = scope
        self.ruleIDs = ruleIDs
        self.range = range
        self.ruleIDRanges = ruleIDRanges
    }

    /// Whether the directive names `ruleID` or `all`.
    public func covers(_ ruleID: String) -> Bool {
        ruleIDs.contains(ruleID) || ruleIDs.contains(Self.allRules)
    }

    /// The id that stands for every rule.
    public static let allRules = "all"
}
