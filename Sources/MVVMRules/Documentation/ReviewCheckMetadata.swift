/// One check of FOSMVVM's review skill as `mvvm-lsp rules --review-checks` reports it: the
/// rule that decides it, or why no rule does.
public struct ReviewCheckMetadata: Sendable, Hashable, Codable {
    /// The check's name in the skill, `.fosmvvm-review.yml` and its suppression comments.
    public var check: String
    /// The skill's check file (`cross-cutting`, `viewmodel`, `swiftui-view`, …).
    public var area: String
    /// The skill's severity: blocker, warning or nit.
    public var reviewSeverity: String
    /// The rule deciding the check, fully or in part; nil when none does.
    public var rule: String?
    /// What the rule leaves to judgement, or why there is no rule; nil when the rule decides it all.
    public var reason: String?

    init(_ check: FOSMVVMReviewCatalog.Check, rule: String?) {
        self.check = check.name
        self.area = check.area
        self.reviewSeverity = check.severity.rawValue
        self.rule = rule
        self.reason = check.coverage.reason ?? (rule == nil ? "not implemented yet" : nil)
    }

    /// Every check of the skill, in the order of its check files.
    public static var all: [ReviewCheckMetadata] {
        FOSMVVMReviewCatalog.checks.map {
            ReviewCheckMetadata($0, rule: FOSMVVMReviewCatalog.ruleID(forCheck: $0.name))
        }
    }
}
