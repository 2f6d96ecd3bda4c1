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

/// A tool of the catalog: its definition for `tools/list` and its call.
struct ToolEntry: Sendable {
    typealias Call = @Sendable (MCPWorkspace) throws(ToolFailure) -> ToolOutput

    let definition: Tool
    /// The call of a `tools/call` request's arguments, once decoded (arguments that do not fit
    /// the tool are refused with `ToolFailure.invalidArguments`).
    let prepare: @Sendable ([String: Value]?) throws(ToolFailure) -> Call
}

extension WorkspaceTool {
    static var entry: ToolEntry {
        ToolEntry(definition: definition) { values throws(ToolFailure) in
            let arguments = try Arguments(decoding: values, tool: name)
            return { workspace throws(ToolFailure) in try call(arguments, in: workspace) }
        }
    }
}
