import MVVMOperations
import MVVMRules

/// `check`: the findings of `mvvm-lsp check --format json`, each with the fixes it offers.
enum CheckTool: WorkspaceTool {
    static let name = "check"
    static let description = """
        Lint the workspace's Swift files with the MVVM rules, exactly as `mvvm-lsp check` and the \
        editor do (same rules, same .mvvm-lsp.yml). Call it after writing or editing views, view \
        models and their companions, and before calling a change done. Returns `diagnostics` \
        (file relative to the workspace root, 1-based line and UTF-8 column with endLine/endColumn, \
        severity, rule id, message, and `fixes`: the quick fixes available, `preferred` ones being \
        safe to apply without looking) and a `summary` (with `baselined`: findings the team's \
        baseline file accepts, not listed). Apply fixes with the `fix` tool; read why a \
        rule matters with `explain_rule`.
        """
    static let isReadOnly = true

    struct Arguments: ToolArguments {
        var paths: [String]?
        var rules: [String]?
        var minSeverity: String?

        enum CodingKeys: String, CodingKey, CaseIterable { case paths, rules, minSeverity }

        static func parameter(_ key: CodingKeys) -> ToolParameter {
            switch key {
            case .paths:
                ToolParameter(
                    .strings,
                    """
                    Files or folders to report on, relative to the workspace root (default: the whole \
                    workspace). Every file is still read, so cross-file rules see the whole workspace.
                    """)
            case .rules: ToolParameter(.strings, "Report only findings of these rule ids, e.g. mvvm/hardcoded-text.")
            case .minSeverity:
                ToolParameter(
                    .string, "The least severe finding reported (default info: all).",
                    choices: Severity.allCases.map(\.rawValue))
            }
        }
    }

    static func call(_ arguments: Arguments, in workspace: MCPWorkspace) throws(ToolFailure) -> ToolOutput {
        let filter = try FindingFilter(rules: arguments.rules ?? [], minSeverity: arguments.minSeverity)
        // The workspace's `baseline:` setting hides accepted findings, as in `check` and the editor.
        let (outcome, _) = try workspace.check(paths: arguments.paths ?? [], baseline: .configured, filter: filter)
        return try ToolOutput(
            JSONCheckReportWithFixes(outcome.report, findings: outcome.findings, relativeTo: workspace.root.path))
    }
}

extension FindingFilter {
    /// The filter a call's `rules` and `minSeverity` ask for.
    init(rules: [String], minSeverity: String?) throws(ToolFailure) {
        if let unknown = rules.first(where: { !RuleRegistry.acceptedIDs.contains($0) }) {
            throw .invalidArguments(
                "unknown rule '\(unknown)'; the rules resource (mvvm-lsp://rules) lists every rule id")
        }
        guard let severity = Severity(rawValue: minSeverity ?? "info") else {
            throw .invalidArguments("minSeverity must be info, warning or error, not '\(minSeverity ?? "")'")
        }
        self.init(rules: rules, minSeverity: severity)
    }
}
