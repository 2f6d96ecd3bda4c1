import MVVMAnalyzerCore

/// Which rules run, and with what severity, for each resolved configuration and convention a
/// linter meets: the same for most files of a workspace, where working it out per file asked
/// every rule for its severity (50 rules × every file: 1 % of a `check`).
final class EnabledRules: Sendable {
    private struct Key: Hashable {
        let resolved: ResolvedConfiguration
        let convention: Convention
    }

    /// The rules (indexes into the linter's rules) that run, with their severities.
    typealias Selection = [(index: Int, severity: Severity)]

    private let selections = Locked<[Key: Selection]>([:])

    /// The selection of `rules` under `resolved` in a file of `convention`.
    func selection(of rules: [any Rule], resolved: ResolvedConfiguration, convention: Convention) -> Selection {
        let key = Key(resolved: resolved, convention: convention)
        if let known = selections.withLock({ $0[key] }) { return known }
        let selection = Self.select(rules, resolved: resolved, convention: convention)
        selections.withLock { $0[key] = selection }
        return selection
    }

    /// The selection worked out rule by rule.
    private static func select(_ rules: [any Rule], resolved: ResolvedConfiguration, convention: Convention)
        -> Selection
    {
        rules.indices.compactMap { index in
            LintPlan.severity(of: rules[index], in: convention, resolved: resolved).map { (index, $0) }
        }
    }
}
