import MCP

/// Every tool `mvvm-lsp mcp` offers, in the order `tools/list` shows them.
enum ToolCatalog {
    static let tools: [ToolEntry] = [
        CheckTool.entry, FixTool.entry, ScaffoldTool.entry, MatchingFileTool.entry, ExplainRuleTool.entry,
        ConventionsTool.entry,
    ]

    static func tool(named name: String) -> ToolEntry? {
        tools.first { $0.definition.name == name }
    }
}

/// A tool of the catalog: its definition for `tools/list`, its parameters and its call.
struct ToolEntry: Sendable {
    let definition: Tool
    let parameters: [ToolParameter]
    let call: @Sendable (ToolArguments, ServedWorkspace) throws(ToolFailure) -> ToolOutput
}

extension WorkspaceTool {
    static var entry: ToolEntry {
        ToolEntry(definition: definition, parameters: parameters) { arguments, workspace throws(ToolFailure) in
            try call(arguments, in: workspace)
        }
    }
}
