import MCP

/// Runs tool calls and resource reads one at a time, so two calls never change the same files
/// at once and each sees what the previous one wrote.
actor CallQueue {
    let workspace: MCPWorkspace

    init(workspace: MCPWorkspace) {
        self.workspace = workspace
    }

    /// A tool call: arguments that do not fit the tool's schema are an MCP invalid-params
    /// error; work the tool refuses or fails is a result marked as an error, with the message.
    func call(_ parameters: CallTool.Parameters) throws(MCPError) -> CallTool.Result {
        guard let tool = ToolCatalog.tool(named: parameters.name) else {
            throw .invalidParams(
                "unknown tool '\(parameters.name)'; the tools are "
                    + ToolCatalog.tools.map(\.definition.name).joined(separator: ", "))
        }
        do {
            return try tool.prepare(parameters.arguments)(workspace).result
        } catch {
            switch error {
            case .invalidArguments(let message):
                throw .invalidParams(message)
            case .failed(let message):
                return CallTool.Result(content: [.text(text: message, annotations: nil, _meta: nil)], isError: true)
            }
        }
    }

    func read(_ uri: String) throws(MCPError) -> ReadResource.Result {
        if uri == RuleReferenceResource.uri { return ReadResource.Result(contents: [RuleReferenceResource.read()]) }
        do {
            if let content = try ConfigurationResource.read(uri, in: workspace) {
                return ReadResource.Result(contents: [content])
            }
        } catch {
            switch error {
            case .invalidArguments(let message), .failed(let message): throw .invalidParams(message)
            }
        }
        throw .invalidParams(
            "unknown resource '\(uri)'; the resources are \(RuleReferenceResource.uri), "
                + "\(ConfigurationResource.uri) and \(ConfigurationResource.uriTemplate)")
    }
}
