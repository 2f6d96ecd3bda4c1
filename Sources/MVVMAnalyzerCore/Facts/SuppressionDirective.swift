/// A parsed suppression comment: `// mvvm-lsp:disable…` / `// mvvm-lsp:enable…`, or FOSMVVM's
/// review form `// fosmvvm-review:disable:next <check> — <justification>`.
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

    /// Which tool's comment syntax the directive is written in.
    public enum Dialect: String, Sendable, Hashable {
        /// `// mvvm-lsp:…`: rule ids, `all` for every rule.
        case mvvmLSP
        /// `// fosmvvm-review:…`: one FOSMVVM review check name, then its justification; the
        /// check name `x` is kept as the rule id `fosmvvm/x`.
        case fosmvvmReview
    }

    public var action: Action
    public var scope: Scope
    /// Rule ids as written (a review check `x` as `fosmvvm/x`); `all` stands for every rule.
    public var ruleIDs: [String]
    /// The comment, `//` through its last character.
    public var range: ByteRange
    /// Where each rule id is written, in `ruleIDs` order.
    public var ruleIDRanges: [ByteRange]
    public var dialect: Dialect
    /// A review directive's reason, after the check name; `nil` when it gives none, or only a
    /// `<placeholder>`.
    public var justification: String?

    public init(
        action: Action, scope: Scope, ruleIDs: [String], range: ByteRange, ruleIDRanges: [ByteRange],
        dialect: Dialect = .mvvmLSP, justification: String? = nil
    ) {
        self.action = action
        self.scope = scope
        self.ruleIDs = ruleIDs
        self.range = range
        self.ruleIDRanges = ruleIDRanges
        self.dialect = dialect
        self.justification = justification
    }

    /// Whether the directive names `ruleID` or `all`.
    public func covers(_ ruleID: String) -> Bool {
        ruleIDs.contains(ruleID) || ruleIDs.contains(Self.allRules)
    }

    /// The id that stands for every rule.
    public static let allRules = "all"
}
