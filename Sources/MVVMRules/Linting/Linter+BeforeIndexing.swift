import MVVMAnalyzerCore

extension Linter {
    /// Of `findings` (the file's, computed on a workspace whose other files are not all read
    /// yet), those that cannot change when the rest is read: findings of rules that read no
    /// other file (`RuleReach.thisFileOnly`), when the file's convention is configured or shown
    /// by the file itself (which convention's rules apply, and at what severity, is not known
    /// otherwise: then none is).
    public func findingsKnownBeforeIndexing(
        _ findings: [Finding], path: String, in workspace: WorkspaceSnapshot
    ) -> [Finding] {
        let decision = LintPlan.convention(
            configuration.resolved(forFile: path).convention, forFile: path, workspace: workspace)
        switch decision.scope {
        case .configured, .file: break
        case .pair, .folder, .module: return []
        }
        let fileLocal = Set(rules.filter { $0.reach.contains(.thisFileOnly) }.map(\.id))
        return findings.filter { fileLocal.contains($0.ruleID) }
    }
}
