import MVVMRules

/// `explain_rule`: a rule's documentation, as the rule reference has it.
enum ExplainRuleTool: WorkspaceTool {
    static let name = "explain_rule"
    static let description = """
        Explain a rule of the MVVM checker: what it reports, why it matters (the rationale from \
        the FOSMVVM and contract conventions), its default severity per convention, code that \
        triggers it and code that does not, and what its quick fix changes. Call it when a \
        `check` finding is unclear, before deciding how to fix it by hand.
        """
    static let isReadOnly = true

    struct Arguments: ToolArguments {
        var rule: String

        enum CodingKeys: String, CodingKey, CaseIterable { case rule }

        static func parameter(_ key: CodingKeys) -> ToolParameter {
            switch key {
            case .rule: ToolParameter(.string, "The rule id, e.g. mvvm/view-formats-data.", required: true)
            }
        }
    }

    static func call(_ arguments: Arguments, in workspace: MCPWorkspace) throws(ToolFailure) -> ToolOutput {
        // A review check's name (`fosmvvm/view-reads-vm-only`) explains the rule deciding it.
        let id = RuleRegistry.canonicalID(arguments.rule)
        guard let metadata = RuleMetadata.all.first(where: { $0.id == id }),
            let markdown = RuleReference.markdown(forRule: id)
        else {
            throw .invalidArguments("unknown rule '\(id)'; the rules resource (mvvm-lsp://rules) lists every rule id")
        }
        return try ToolOutput(
            RuleExplanation(
                metadata: metadata, documentationURL: RuleDocumentation.url(forRule: id), documentation: markdown),
            text: markdown)
    }
}

private struct RuleExplanation: Encodable {
    let metadata: RuleMetadata
    let documentationURL: String
    /// The rule's section of the rule reference (Markdown).
    let documentation: String

    enum CodingKeys: String, CodingKey { case documentationURL, documentation }

    func encode(to encoder: any Encoder) throws {
        try metadata.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(documentationURL, forKey: .documentationURL)
        try container.encode(documentation, forKey: .documentation)
    }
}
