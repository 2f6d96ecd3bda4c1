import Foundation
import MCP
import MVVMOperations

/// `mvvm-lsp mcp`: the checker, its fixes and the scaffold generator as Model Context Protocol
/// tools, resources and a prompt for coding agents, over one workspace, with the same
/// configuration the language server uses.
public struct MCPWorkspaceServer: Sendable {
    public let root: WorkspaceRoot
    private let version: String

    /// A server of the workspace at `root`; `version` is the one `mvvm-lsp --version` prints.
    public init(root: String, version: String) {
        self.root = WorkspaceRoot(root)
        self.version = version
    }

    /// Serves the protocol on `input` and `output` until the client closes `input`.
    public func run(input: Int32, output: Int32) async throws {
        let server = Server(
            name: "mvvm-lsp", version: version, title: "mvvm-lsp", instructions: instructions,
            capabilities: .init(
                prompts: .init(listChanged: false), resources: .init(subscribe: false, listChanged: false),
                tools: .init(listChanged: false)))
        let queue = CallQueue(
            workspace: MCPWorkspace(root: root, jobs: ProcessInfo.processInfo.activeProcessorCount))
        await server.withMethodHandler(ListTools.self) { _ in
            ListTools.Result(tools: ToolCatalog.tools.map(\.definition))
        }
        await server.withMethodHandler(CallTool.self) { try await queue.call($0) }
        await server.withMethodHandler(ListResources.self) { _ in
            ListResources.Result(resources: [RuleReferenceResource.resource, ConfigurationResource.resource])
        }
        await server.withMethodHandler(ListResourceTemplates.self) { _ in
            ListResourceTemplates.Result(templates: [ConfigurationResource.template])
        }
        await server.withMethodHandler(ReadResource.self) { try await queue.read($0.uri) }
        await server.withMethodHandler(ListPrompts.self) { _ in
            ListPrompts.Result(prompts: [ScaffoldScreenPrompt.prompt])
        }
        await server.withMethodHandler(GetPrompt.self) { parameters in
            guard parameters.name == ScaffoldScreenPrompt.name else {
                throw MCPError.invalidParams(
                    "unknown prompt '\(parameters.name)'; the prompt is \(ScaffoldScreenPrompt.name)")
            }
            guard let name = parameters.arguments?["name"], !name.isEmpty else {
                throw MCPError.invalidParams("prompt \(ScaffoldScreenPrompt.name) needs the argument 'name'")
            }
            return GetPrompt.Result(
                description: ScaffoldScreenPrompt.prompt.description,
                messages: ScaffoldScreenPrompt.messages(name: name, purpose: parameters.arguments?["purpose"]))
        }
        try await server.start(transport: LineDelimitedTransport(input: input, output: output))
        await server.waitUntilCompleted()
        await server.stop()
    }

    private var instructions: String {
        """
        mvvm-lsp checks and scaffolds SwiftUI MVVM code in the FOSMVVM and contract conventions, \
        in the workspace at \(root.path), with its .mvvm-lsp.yml. Call `conventions` before \
        writing code in an unfamiliar module; create new screens with `scaffold` (see the \
        scaffold_screen prompt) rather than by hand; call `check` on what you changed before you \
        finish, `fix` to apply its quick fixes, and `explain_rule` when a finding is unclear. \
        Paths are relative to the workspace root.
        """
    }
}
