import ArgumentParser
import Foundation
import MVVMMCPServer
import MVVMOperations

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `mvvm-lsp mcp`: speaks the Model Context Protocol over standard input and output.
struct MCPServe: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the Model Context Protocol over standard input and output, for coding agents.",
        discussion: """
            Tools: check, fix, scaffold, matching_file, explain_rule, conventions. Resources: the \
            rule reference and the effective configuration. Prompt: scaffold_screen. The workspace \
            is read with its .mvvm-lsp.yml files for every call. See Protocol/MCP.md.
            """)

    @Option(help: "The workspace root (default: the current folder).")
    var root: String = "."

    func validate() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("No such folder: \(root)")
        }
    }

    func run() async throws {
        signal(SIGPIPE, SIG_IGN)
        try await MCPWorkspaceServer(root: root, version: ServerIdentity.version).run(input: STDIN_FILENO, output: STDOUT_FILENO)
        terminateProcess(0)
    }
}
