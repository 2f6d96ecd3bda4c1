/// Every check of FOSMVVM's own review skill (`fosmvvm-review` in FOSUtilities 0.13, files
/// `.claude/skills/fosmvvm-review/checks/*.md`), with the skill's severity and how far
/// mvvm-lsp decides it: a rule named after the check (`fosmvvm/<check>`), a rule that decides
/// the precise part of it, or no rule, with the reason.
public enum FOSMVVMReviewCatalog {
    /// One named check of the review skill.
    public struct Check: Sendable, Hashable {
        /// The check's name, as written in the skill, `.fosmvvm-review.yml` and its suppressions.
        public let name: String
        /// The check file it is in (`cross-cutting`, `viewmodel`, `swiftui-view`, …).
        public let area: String
        public let severity: ReviewSeverity
        public let coverage: Coverage
    }

    /// The review's severities and what they are in mvvm-lsp.
    public enum ReviewSeverity: String, Sendable, Hashable, CaseIterable {
        case blocker, warning, nit

        public var severity: Severity {
            switch self {
            case .blocker: .error
            case .warning: .warning
            case .nit: .info
            }
        }
    }

    /// How much of a check a rule decides.
    public enum Coverage: Sendable, Hashable {
        /// The check's Detection, as a rule.
        case rule
        /// The decidable part, as a rule; the reason says what is left to judgement.
        case partialRule(String)
        /// No rule, for the reason given.
        case notARule(String)

        /// Why the check is not (wholly) a rule, if it is not.
        public var reason: String? {
            switch self {
            case .rule: nil
            case .partialRule(let reason), .notARule(let reason): reason
            }
        }
    }

    /// Every check of the skill, in the order of its check files.
    public static let checks: [Check] = [
        Check(name: "suppression-without-justification", area: "cross-cutting", severity: .warning, coverage: .rule),
        Check(name: "no-silent-failure", area: "cross-cutting", severity: .blocker, coverage: .rule),
        Check(
            name: "stringly-typed-identity", area: "cross-cutting", severity: .blocker,
            coverage: .partialRule(
                """
                Decided where an identity or namespace is built from a string literal; whether some \
                other `String` is used as an identity, route or key needs judgement.
                """)),
        Check(
            name: "status-interpreted-as-result", area: "cross-cutting", severity: .blocker,
            coverage: .partialRule(
                """
                Decided where a `catch` of a specific client-error status (4xx, not 408 or 429) does \
                more than log or touch a cache; whether an `if`/`switch` on a status, or a `catch` of \
                another status, drives business behaviour needs judgement.
                """)),
        Check(
            name: "published-representation", area: "cross-cutting", severity: .warning,
            coverage: .notARule(
                """
                Whether a documentation comment states a sealed type's encoded shape, rather than an \
                example, needs judgement about which types are sealed and what the text means.
                """)),
        Check(
            name: "representation-test", area: "cross-cutting", severity: .warning,
            coverage: .notARule(
                """
                Telling an encode-shape assertion from a contract test or a forward-compatibility \
                fixture needs judgement about what the test pins.
                """)),
        Check(
            name: "stub-vocabulary", area: "cross-cutting", severity: .blocker,
            coverage: .notARule(
                """
                Whether a stub value reads as plausibly real is judgement; only the reserved \
                vocabulary itself is decidable, and `fosmvvm/stub-leakage` finds it where it leaks.
                """)),
        Check(name: "stub-leakage", area: "cross-cutting", severity: .blocker, coverage: .rule),
        Check(name: "ops-no-output-reads", area: "viewmodel", severity: .blocker, coverage: .rule),
        Check(name: "ops-not-async-unless-needed", area: "viewmodel", severity: .warning, coverage: .rule),
        Check(name: "ops-output-param-last", area: "viewmodel", severity: .warning, coverage: .rule),
        Check(name: "appstate-no-observable-args", area: "viewmodel", severity: .blocker, coverage: .rule),
        Check(name: "view-reads-vm-only", area: "swiftui-view", severity: .blocker, coverage: .rule),
        Check(name: "view-no-env-mutation", area: "swiftui-view", severity: .blocker, coverage: .rule),
        Check(name: "view-no-read-through-vm-ref", area: "swiftui-view", severity: .warning, coverage: .rule),
        Check(name: "responseerror-models-the-throw", area: "serverrequest", severity: .blocker, coverage: .rule),
        Check(name: "testhost-mirrors-vm-settings", area: "ui-tests", severity: .blocker, coverage: .rule),
    ]

    private static let checksByName = Dictionary(uniqueKeysWithValues: checks.map { ($0.name, $0) })

    /// The check named `name`, if the skill has one.
    public static func check(named name: String) -> Check? {
        checksByName[name]
    }

    /// Whether the skill has a check named `name`.
    public static func isCheck(_ name: String) -> Bool {
        checksByName[name] != nil
    }

    /// The rule that decides check `name` (fully or in part), if any.
    public static func ruleID(forCheck name: String) -> String? {
        RuleRegistry.rules.first { type(of: $0).description.reviewCheck == name }?.id
    }
}
