/// The settings of `.fosmvvm-review.yml`, the project file of FOSMVVM's review skill, read as a
/// configuration layer under `.mvvm-lsp.yml`. Only the file at the workspace root counts, as
/// in the skill.
public struct FOSMVVMReviewSettings: Sendable, Hashable {
    /// The file name the review skill reads at the repository root.
    public static let fileName = ".fosmvvm-review.yml"

    /// Checks silenced everywhere (`disabled_checks:`), by check name.
    public var disabledChecks: Set<String>
    /// Severities the project gives checks (`severity_overrides:`), by check name.
    public var severityOverrides: [String: FOSMVVMReviewCatalog.ReviewSeverity]
    /// Files, relative to the workspace root, no review check looks at (`excluded_paths:`).
    public var excludedPaths: [Glob]

    public init(
        disabledChecks: Set<String> = [], severityOverrides: [String: FOSMVVMReviewCatalog.ReviewSeverity] = [:],
        excludedPaths: [Glob] = []
    ) {
        self.disabledChecks = disabledChecks
        self.severityOverrides = severityOverrides
        self.excludedPaths = excludedPaths
    }

    /// What the file makes of each rule that decides a review check: `off` for a disabled
    /// check (which wins over an override of it, as the skill drops disabled checks first),
    /// else the overriding severity. Rules without a review check are not in it.
    public var ruleSeverities: [String: ConfiguredSeverity] {
        var severities: [String: ConfiguredSeverity] = [:]
        for (check, severity) in severityOverrides {
            if let id = FOSMVVMReviewCatalog.ruleID(forCheck: check) {
                severities[id] = ConfiguredSeverity(rawValue: severity.severity.rawValue)
            }
        }
        for check in disabledChecks {
            if let id = FOSMVVMReviewCatalog.ruleID(forCheck: check) { severities[id] = .off }
        }
        return severities
    }
}
