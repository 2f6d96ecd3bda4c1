import MVVMAnalyzerCore
import SwiftSyntax

/// Runs the rules on files of a workspace. A value with no mutable state: lint different
/// files from different threads at once.
public struct Linter: Sendable {
    public let configuration: ConfigurationSet
    public let rules: [any Rule]

    public init(configuration: ConfigurationSet, rules: [any Rule] = RuleRegistry.rules) {
        self.configuration = configuration
        self.rules = rules
    }

    /// The diagnostics of the file at `path` as the workspace has it (one walk of its stored
    /// syntax tree), sorted by position. Empty for unknown, excluded or non-Swift files.
    public func lint(path: String, in workspace: WorkspaceSnapshot) -> [Diagnostic] {
        guard let stored = workspace.sourceFiles[path] else { return [] }
        let plan = LintPlan(path: path, lines: stored.lines, configuration: configuration, rules: rules, workspace: workspace)
        guard plan.isIncluded else { return [] }
        let file = stored.withTree()
        var handlers = plan.nodeHandlers()
        _ = SourceAnalyzer.walk(file.tree, path: path, knownViewNames: workspace.viewNames, handlers: &handlers,
                                facts: file.facts)
        return plan.finish(file: file, handlers: handlers, workspace: workspace)
    }

    /// Lints `text` (e.g. an editor's unsaved buffer) as the file at `path` and stores it in
    /// `workspace`: one parse and one walk both collect the file's facts and run the rules.
    public func lint(path: String, text: String, in workspace: inout WorkspaceSnapshot) -> [Diagnostic] {
        guard path.hasSuffix(".swift") else {
            workspace.update(path: path, text: text)
            return []
        }
        let lines = LineTable(text)
        let plan = LintPlan(path: path, lines: lines, configuration: configuration, rules: rules, workspace: workspace)
        let (tree, skippedReason) = AnalysisLimits.parse(text)
        var handlers = plan.isIncluded ? plan.nodeHandlers() : []
        let facts = SourceAnalyzer.walk(tree, path: path, knownViewNames: workspace.viewNames, handlers: &handlers)
        let file = SourceFile(path: path, text: text, tree: tree, lines: lines, facts: facts, skippedReason: skippedReason)
        workspace.insert(file)
        guard plan.isIncluded else { return [] }
        return plan.finish(file: file, handlers: handlers, workspace: workspace)
    }

    /// The diagnostics of every Swift file in the workspace, by path then position.
    public func lintAll(in workspace: WorkspaceSnapshot) -> [Diagnostic] {
        workspace.sourceFiles.keys.sorted().flatMap { lint(path: $0, in: workspace) }
    }

    /// The convention rules use for the file at `path`: configured, else detected.
    public func convention(forFile path: String, in workspace: WorkspaceSnapshot) -> Convention {
        LintPlan.convention(configuration.resolved(forFile: path).convention, workspace: workspace)
    }
}
