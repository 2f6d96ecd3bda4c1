import ArgumentParser
import Foundation
import MVVMMCPServer
import MVVMOperations

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
private let terminateProcess: @Sendable (Int32) -> Never = { Glibc.exit($0) }
#elseif canImport(Darwin)
private let terminateProcess: @Sendable (Int32) -> Never = { Darwin.exit($0) }
#endif

/// `mvvm-lsp-mcp`: the Model Context Protocol server over standard input and output, which
/// `mvvm-lsp mcp` runs in its own process (see `MCPServe`).
@main
struct MVVMMCP: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mvvm-lsp-mcp",
        abstract: "The MCP server of mvvm-lsp; run it as `mvvm-lsp mcp`.",
        version: ServerIdentity.version)

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
        try await MCPWorkspaceServer(root: root, version: ServerIdentity.version).run(
            input: STDIN_FILENO, output: STDOUT_FILENO)
        // Lingering tasks of the SDK's transport must not keep the process alive.
        terminateProcess(0)
    }
}
