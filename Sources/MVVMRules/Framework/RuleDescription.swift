/// Everything a person or a tool needs to know about a rule; the rule reference is generated
/// from it and its examples are run by the test suite. A class: rules hand it out on every
/// `id` lookup, and a reference costs nothing to copy.
public final class RuleDescription: Sendable {
    /// Stable id `group/name`, used as diagnostic code, in configuration and in suppressions.
    public let id: String
    /// Human-readable name.
    public let name: String
    public let defaultSeverities: DefaultSeverities
    /// What the rule reports.
    public let summary: String
    /// Why it matters.
    public let rationale: String
    public let triggeringExamples: [RuleExample]
    public let nonTriggeringExamples: [RuleExample]
    public let corrections: [RuleCorrection]
    /// The check of FOSMVVM's own review skill (`fosmvvm-review`) this rule implements, e.g.
    /// `view-reads-vm-only`; nil for rules that are not one of its checks.
    public let reviewCheck: String?

    public init(
        id: String, name: String, defaultSeverities: DefaultSeverities, summary: String, rationale: String,
        triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample],
        corrections: [RuleCorrection] = [], reviewCheck: String? = nil
    ) {
        self.id = id
        self.name = name
        self.defaultSeverities = defaultSeverities
        self.summary = summary
        self.rationale = rationale
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.corrections = corrections
        self.reviewCheck =
            reviewCheck
            ?? (id.hasPrefix("fosmvvm/") && FOSMVVMReviewCatalog.isCheck(String(id.dropFirst(8)))
                ? String(id.dropFirst(8)) : nil)
    }

    /// Other ids the rule answers to in configuration, suppressions and rule filters: the
    /// review check's own name as `fosmvvm/<check>` when it differs from `id`.
    public var aliases: [String] {
        guard let reviewCheck else { return [] }
        let alias = "fosmvvm/" + reviewCheck
        return alias == id ? [] : [alias]
    }

    /// The part of the id before `/` (`mvvm`, `fosmvvm`, `contract`).
    public var group: String {
        String(id.split(separator: "/").first ?? "")
    }
}
