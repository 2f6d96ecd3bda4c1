import MVVMAnalyzerCore
import SwiftSyntax

/// Runs the rules on files of a workspace. A value with no mutable state: lint different
/// files from different threads at once.
public struct Linter: Sendable {
    public let configuration: ConfigurationSet
    public let rules: [any Rule]
    /// Where each rule's time is added up (`check --timing`); nil: nothing is measured.
    public let timing: RuleTiming?
    /// Which rules run under each configuration and convention met, shared by every copy.
    private let enabledRules = EnabledRules()

    public init(configuration: ConfigurationSet, rules: [any Rule] = RuleRegistry.rules, timing: RuleTiming? = nil) {
        self.configuration = configuration
        self.rules = rules
        self.timing = timing
    }

    /// The diagnostics of the file at `path` as the workspace has it (one walk of its stored
    /// syntax tree), sorted by position. Empty for unknown, excluded or non-Swift files.
    public func lint(path: String, in workspace: WorkspaceSnapshot) -> [Finding] {
        lint(path: path, in: workspace, reusing: nil, keepsMemo: false).diagnostics
    }

    /// `lint(path:in:)` for a file linted before: the member declarations the edits since
    /// `previous` did not touch are not walked again, their findings are reused (see
    /// `LintMemo`). Returns the memo for the next lint of the file.
    public func lint(
        path: String, in workspace: WorkspaceSnapshot,
        reusing previous: LintMemo?
    ) -> (diagnostics: [Finding], memo: LintMemo?) {
        lint(path: path, in: workspace, reusing: previous, keepsMemo: true)
    }

    private func lint(
        path: String, in workspace: WorkspaceSnapshot, reusing previous: LintMemo?,
        keepsMemo: Bool
    ) -> (diagnostics: [Finding], memo: LintMemo?) {
        guard let stored = workspace.sourceFiles[path] else { return ([], nil) }
        let plan = LintPlan(
            path: path, lines: stored.lines, configuration: configuration, rules: rules, workspace: workspace,
            enabledRules: enabledRules)
        guard plan.isIncluded else { return ([], nil) }
        var handlers = plan.nodeHandlers(timed: timing != nil)
        if handlers.isEmpty && !keepsMemo {
            // No rule visits nodes (plain code's default rules read facts): no walk, and no
            // tree unless a rule's check asks for it.
            return (plan.finish(file: stored, handlers: [], workspace: workspace, timing: timing), nil)
        }
        let file = stored.withTree()
        let blockers = plan.reuseBlockers
        let keepsMemo = keepsMemo && blockers != nil
        let planKey = plan.key
        let positionFreeFacts = keepsMemo ? file.facts.positionFree : file.facts
        let reusable =
            keepsMemo
            ? LintMemo.reusableUnits(
                from: previous, for: file, positionFreeFacts: positionFreeFacts, planKey: planKey,
                in: workspace, blockedBy: blockers ?? [])
            : [:]
        var skipping = WalkSkipping(units: Set(reusable.keys), nonViewTypes: plan.visitsOnlyViews)
        _ = SourceAnalyzer.walk(
            file.tree, path: path, knownViewNames: workspace.viewNames, handlers: &handlers,
            facts: file.facts, skipping: &skipping)
        let reused = skipping.skippedUnits.flatMap { reusable[$0] ?? [] }
        let diagnostics = plan.finish(
            file: file, handlers: handlers, reused: reused, workspace: workspace, timing: timing)
        guard keepsMemo else { return (diagnostics, nil) }
        var findingsByUnit: [ByteRange: [Finding]] = [:]
        for unit in skipping.skippedUnits { findingsByUnit[unit] = reusable[unit] }
        for unit in skipping.walkedUnits { findingsByUnit[unit] = [] }
        for case let handler as RuleNodeHandler in handlers {
            for (unit, found) in handler.diagnosticsByUnit { findingsByUnit[unit, default: []] += found }
        }
        let memo = LintMemo(
            path: path, planKey: planKey, workspaceStamp: workspace.changeStamp, bytes: file.lines.bytes,
            positionFreeFacts: positionFreeFacts, findingsByUnit: findingsByUnit,
            unitsInViews: skipping.unitsInViews, unitsInPreviews: skipping.unitsInPreviews,
            reusedUnitCount: skipping.skippedUnits.count)
        return (diagnostics, memo)
    }

    /// Lints `text` (e.g. an editor's unsaved buffer) as the file at `path` and stores it in
    /// `workspace`: one parse and one walk both collect the file's facts and run the rules.
    public func lint(path: String, text: String, in workspace: inout WorkspaceSnapshot) -> [Finding] {
        guard path.hasSuffix(".swift") else {
            workspace.update(path: path, text: text)
            return []
        }
        let lines = LineTable(text)
        let plan = LintPlan(
            path: path, lines: lines, configuration: configuration, rules: rules, workspace: workspace,
            enabledRules: enabledRules)
        let (tree, skippedReason) = AnalysisLimits.parse(text)
        var handlers = plan.isIncluded ? plan.nodeHandlers() : []
        let facts = SourceAnalyzer.walk(tree, path: path, knownViewNames: workspace.viewNames, handlers: &handlers)
        let file = SourceFile(path: path, tree: tree, lines: lines, facts: facts, skippedReason: skippedReason)
        workspace.insert(file)
        let settled = LintPlan(
            path: path, lines: lines, configuration: configuration, rules: rules, workspace: workspace,
            enabledRules: enabledRules)
        guard settled.key == plan.key, settled.isIncluded == plan.isIncluded else {
            // The text itself changed the file's convention or module: walk it again under the new plan.
            return lint(path: path, in: workspace)
        }
        guard plan.isIncluded else { return [] }
        return plan.finish(file: file, handlers: handlers, workspace: workspace)
    }

    /// The diagnostics of every Swift file in the workspace, by path then position.
    public func lintAll(in workspace: WorkspaceSnapshot) -> [Finding] {
        workspace.sourceFiles.keys.sorted().flatMap { lint(path: $0, in: workspace) }
    }

    /// Whether linting the file at `path` may walk its syntax tree if the file follows no
    /// convention: a rule that visits syntax nodes runs on plain code there, or the
    /// configuration fixes a convention for it. Which files are plain is known only once the
    /// whole workspace is read; until then, a reader can keep only the trees this asks for.
    public func mayWalkPlainFile(at path: String) -> Bool {
        var resolved = configuration.resolved(forFile: path)
        if case .fixed(let convention) = resolved.convention, convention != .plain { return true }
        resolved.isExcludedFromReview = false
        return rules.contains {
            !$0.nodeKinds.isEmpty && LintPlan.severity(of: $0, in: .plain, resolved: resolved) != nil
        }
    }

    /// The convention rules use for the file at `path` and why: configured, else detected
    /// for the file's scope.
    public func convention(forFile path: String, in workspace: WorkspaceSnapshot) -> ConventionDecision {
        LintPlan.convention(configuration.resolved(forFile: path).convention, forFile: path, workspace: workspace)
    }
}
