import MVVMAnalyzerCore
import MVVMRules

/// Lints rule examples the way an editor would: a workspace of the example's files, the
/// example's convention configured, and the rule under test switched on when asked.
struct ExampleLinting {
    static let root = "/example"
    let rule: any Rule

    var id: String { rule.id }

    /// The rule's diagnostics for `code` linted as `example.path` of a workspace holding the
    /// example's supporting files (a `.mvvm-lsp.yml` among them configures the workspace).
    func diagnostics(_ example: RuleExample, code: String, forceEnabled: Bool) -> [Finding] {
        var workspace = WorkspaceSnapshot(root: Self.root)
        return linter(for: example, forceEnabled: forceEnabled, workspace: &workspace)
            .lint(path: path(of: example), text: code, in: &workspace).filter { $0.ruleID == id }
    }

    /// The example's diagnostics found twice with only this rule enabled: by the walk that
    /// collects facts and sees every node, then by the walk over the stored file that skips
    /// what the rule's claims allow (`RuleReach.viewsOnly`).
    func diagnosticsWithAndWithoutSkipping(_ example: RuleExample) -> (seeingAll: [Finding], skipping: [Finding]) {
        var workspace = WorkspaceSnapshot(root: Self.root)
        let configured = linter(for: example, forceEnabled: true, workspace: &workspace)
        let linter = Linter(configuration: configured.configuration, rules: [rule])
        let seeingAll = linter.lint(path: path(of: example), text: example.cleanCode, in: &workspace)
        return (seeingAll, linter.lint(path: path(of: example), in: workspace))
    }

    /// A linter running only this rule (switched on), configured as the example asks, and a
    /// workspace holding the example's supporting files and its code.
    func linterOfThisRuleAlone(_ example: RuleExample) -> (Linter, WorkspaceSnapshot) {
        var workspace = WorkspaceSnapshot(root: Self.root)
        let configured = linter(for: example, forceEnabled: true, workspace: &workspace)
        let linter = Linter(configuration: configured.configuration, rules: [rule])
        _ = linter.lint(path: path(of: example), text: example.cleanCode, in: &workspace)
        return (linter, workspace)
    }

    /// A linter configured as the example asks, with the example's supporting files added to
    /// `workspace`.
    private func linter(for example: RuleExample, forceEnabled: Bool, workspace: inout WorkspaceSnapshot) -> Linter {
        var configuration = ConfigurationSet(root: Self.root)
        for (path, text) in example.supportingFiles {
            if path.hasSuffix(Configuration.fileName) {
                precondition(configuration.applyConfigurationFile(path: "\(Self.root)/\(path)", text: text) == nil)
            } else {
                workspace.update(path: "\(Self.root)/\(path)", text: text)
            }
        }
        // Plain examples run with the strict profile, so that the non-triggering examples of
        // rules that plain code runs only there are checked too.
        var settings = "convention: \(example.convention.rawValue)\n"
        if example.convention == .plain { settings += "plainProfile: strict\n" }
        let isOn =
            type(of: rule).description.defaultSeverities.severity(in: example.convention, plainProfile: .strict) != nil
        if forceEnabled, !isOn { settings += "rules:\n  \(id): warning\n" }
        precondition(configuration.applyEditorSettings(settings) == nil)
        return Linter(configuration: configuration)
    }

    func path(of example: RuleExample) -> String { "\(Self.root)/\(example.path)" }
}
