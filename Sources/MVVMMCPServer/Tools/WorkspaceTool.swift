import Foundation
import MCP
import MVVMOperations

/// One MCP tool over the served workspace. Each lives in a file named after it.
protocol WorkspaceTool: SendableMetatype {
    associatedtype Arguments: ToolArguments
    /// The tool's MCP name.
    static var name: String { get }
    /// What it does and when to call it, for an agent choosing tools.
    static var description: String { get }
    /// Whether it only reads the workspace.
    static var isReadOnly: Bool { get }

    static func call(_ arguments: Arguments, in workspace: MCPWorkspace) throws(ToolFailure) -> ToolOutput
}

extension WorkspaceTool {
    /// The tool as `tools/list` describes it.
    static var definition: Tool {
        Tool(
            name: name, description: description, inputSchema: Arguments.inputSchema,
            annotations: .init(readOnlyHint: isReadOnly, destructiveHint: false, openWorldHint: false))
    }
}

/// Why a tool call did not do its work.
enum ToolFailure: Error, Sendable {
    /// The arguments do not fit the tool's schema, or make no sense together: an MCP
    /// invalid-params error.
    case invalidArguments(String)
    /// The work was refused or failed: a tool result marked as an error, with this message.
    case failed(String)
}

/// What a tool answers: JSON for programs (`structuredContent`) and text for the model, the
/// same JSON unless a tool has a better text.
struct ToolOutput: Sendable {
    let structured: Value
    let text: String

    init(_ output: some Encodable, text: String? = nil) throws(ToolFailure) {
        do {
            let data = try JSONCheckReport.encoder.encode(output)
            structured = try JSONDecoder().decode(PlainJSONValue.self, from: data).value
            self.text = text ?? String(decoding: data, as: UTF8.self)
        } catch {
            throw .failed("cannot encode the answer: \(error)")
        }
    }

    var result: CallTool.Result {
        CallTool.Result(
            content: [.text(text: text, annotations: nil, _meta: nil)], structuredContent: Optional(structured),
            isError: false)
    }
}
