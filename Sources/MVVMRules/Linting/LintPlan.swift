import MVVMAnalyzerCore
import SwiftSyntax

/// Which rules run on one file, with what severity and options, and how their results are
/// finished (file-level checks, suppressions, sorting).
struct LintPlan {
    /// Everything about a plan that decides the rules' findings, but the files.
    struct Key: Sendable, Hashable {
        let rules: [String]
        let convention: Convention
        let options: [[String: YAMLValue]]
        let severities: [Severity]
        let locales: [[String]]
    }

    let isIncluded: Bool
    private let enabled: [(rule: any Rule, context: RuleContext)]
    private let superfluousContext: RuleContext?

    /// The plan for the file at `path`; `enabledRules` remembers which of `rules` run under
    /// each configuration and convention met (see `EnabledRules`).
    init(
        path: String, lines: LineTable, configuration: ConfigurationSet, rules: [any Rule],
        workspace: WorkspaceSnapshot,
        enabledRules: EnabledRules
    ) {
        let resolved = configuration.resolved(forFile: path)
        self.isIncluded = resolved.isIncluded && (resolved.lintNonAppCode || workspace.isAppCode(path))
        // A file that is not linted needs no convention and no rule contexts.
        let convention =
            isIncluded ? Self.convention(resolved.convention, forFile: path, workspace: workspace).convention : .plain
        let selection = isIncluded ? enabledRules.selection(of: rules, resolved: resolved, convention: convention) : []
        var enabled: [(rule: any Rule, context: RuleContext)] = []
        enabled.reserveCapacity(selection.count)
        for (index, severity) in selection {
            let rule = rules[index]
            enabled.append(
                (
                    rule,
                    RuleContext(
                        ruleID: rule.id, severity: severity, convention: convention,
                        options: (resolved.rules[rule.id] ?? RuleSetting()).options,
                        path: path, lines: lines, workspace: workspace, locales: resolved.locales
                    )
                ))
        }
        self.enabled = enabled.filter { !($0.rule is SuperfluousSuppressionRule) }
        self.superfluousContext = enabled.first { $0.rule is SuperfluousSuppressionRule }?.context
    }

    /// The severity `rule` reports with in a file of `convention` under `resolved`; nil when
    /// it does not run there.
    static func severity(of rule: any Rule, in convention: Convention, resolved: ResolvedConfiguration) -> Severity? {
        let description = type(of: rule).description
        if resolved.isExcludedFromReview, description.reviewCheck != nil { return nil }
        let setting = resolved.rules[rule.id] ?? RuleSetting()
        let defaultSeverity = description.defaultSeverities.severity(
            in: convention, plainProfile: resolved.plainProfile)
        let reviewSeverity = defaultSeverity == nil ? nil : resolved.reviewSeverities[rule.id]
        return (setting.severity ?? reviewSeverity).map { $0.severity } ?? defaultSeverity
    }

    /// The configured convention, else the one the file's scope shows.
    static func convention(
        _ setting: ConventionSetting, forFile path: String,
        workspace: WorkspaceSnapshot
    ) -> ConventionDecision {
        if case .fixed(let convention) = setting {
            return ConventionDecision(convention: convention, scope: .configured, reason: "set by the configuration")
        }
        return workspace.conventionDecision(forFile: path)
    }

    var key: Key {
        Key(
            rules: enabled.map(\.rule.id), convention: enabled.first?.context.convention ?? .plain,
            options: enabled.map(\.context.options), severities: enabled.map(\.context.severity),
            locales: enabled.map(\.context.locales))
    }

    /// What keeps a unit from being reused: the `requiredTexts` of the enabled rules that visit
    /// nodes and are not declaration-local (see `Rule`), where those rules can report. Nil when
    /// one of them has no required texts: then no unit is reused.
    var reuseBlockers: [ReuseBlocker]? {
        var blockers: [ReuseBlocker] = []
        for (rule, _) in enabled where !rule.nodeKinds.isEmpty && !rule.reach.contains(.declarationLocal) {
            guard !rule.requiredTexts.isEmpty else { return nil }
            blockers += rule.requiredTexts.map {
                ReuseBlocker(
                    text: $0, onlyInViews: rule.reach.contains(.viewsOnly),
                    onlyInPreviews: rule.reach.contains(.previewsOnly))
            }
        }
        return blockers
    }

    /// Whether every enabled rule that visits nodes reports only inside views (see
    /// `RuleReach.viewsOnly`), so the walk can skip other types.
    var visitsOnlyViews: Bool {
        enabled.allSatisfy { $0.rule.nodeKinds.isEmpty || $0.rule.reach.contains(.viewsOnly) }
    }

    /// One walk handler per enabled rule that wants syntax nodes; `timed`: each measures its
    /// rule's visits.
    func nodeHandlers(timed: Bool = false) -> [any SyntaxNodeHandler] {
        enabled.filter { !$0.rule.nodeKinds.isEmpty }.map {
            RuleNodeHandler(rule: $0.rule, context: $0.context, isTimed: timed)
        }
    }

    /// Adds the file-level checks to what the walk found, applies suppressions, sorts.
    /// `reused` are findings of units the walk skipped. With `timing`, each rule's time in this
    /// file (its visits, from timed handlers, and its check) is added to it.
    func finish(
        file: SourceFile, handlers: [any SyntaxNodeHandler], reused: [Finding] = [],
        workspace: WorkspaceSnapshot, timing: RuleTiming? = nil
    ) -> [Finding] {
        let ruleHandlers = handlers.compactMap { $0 as? RuleNodeHandler }
        var diagnostics = ruleHandlers.flatMap(\.diagnostics) + reused
        var times: [String: Duration] = [:]
        if timing != nil {
            for handler in ruleHandlers { times[handler.rule.id, default: .zero] += handler.elapsed }
        }
        for (rule, context) in enabled {
            let fileContext = RuleContext(
                ruleID: context.ruleID, severity: context.severity, convention: context.convention,
                options: context.options, path: context.path, lines: file.lines, workspace: workspace,
                locales: context.locales
            )
            if timing != nil {
                let start = ContinuousClock.now
                diagnostics += rule.check(file, context: fileContext)
                times[rule.id, default: .zero] += ContinuousClock.now - start
            } else {
                diagnostics += rule.check(file, context: fileContext)
            }
        }
        timing?.add(times)
        let filter = SuppressionFilter(
            file: file,
            enabledRuleIDs: Set(enabled.map(\.rule.id)),
            knownRuleIDs: RuleRegistry.ruleIDs,
            superfluousContext: superfluousContext
        )
        return filter.apply(to: diagnostics).sorted { ($0.range, $0.ruleID) < ($1.range, $1.ruleID) }
    }
}
