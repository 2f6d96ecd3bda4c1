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
    func diagnostics(_ example: RuleExample, code: String, forceEnabled: Bool) -> [Diagnostic] {
        var workspace = WorkspaceSnapshot(root: Self.root)
        var configuration = ConfigurationSet(root: Self.root)
        for (path, text) in example.supportingFiles {
            if path.hasSuffix(Configuration.fileName) {
                precondition(configuration.applyConfigurationFile(path: "\(Self.root)/\(path)", text: text) == nil)
            } else {
                workspace.update(path: "\(Self.root)/\(path)", text: text)
            }
        }
        var settings = "convention: \(example.convention.rawValue)\n"
        let isOn = type(of: rule).description.defaultSeverities[example.convention] != nil
        if forceEnabled, !isOn { settings += "rules:\n  \(id): warning\n" }
        precondition(configuration.applyEditorSettings(settings) == nil)
        let linter = Linter(configuration: configuration)
        return linter.lint(path: path(of: example), text: code, in: &workspace).filter { $0.ruleID == id }
    }

    func path(of example: RuleExample) -> String { "\(Self.root)/\(example.path)" }
}
