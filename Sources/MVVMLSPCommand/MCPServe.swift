import ArgumentParser
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `mvvm-lsp mcp`: speaks the Model Context Protocol over standard input and output.
///
/// The server itself is `mvvm-lsp-mcp`, built beside `mvvm-lsp`, which this command becomes
/// (`execv`: same process, same standard streams). The MCP SDK links FoundationNetworking and
/// with it libcurl and its TLS and Kerberos libraries, which every start of `mvvm-lsp` would
/// otherwise load (the cost is in `Tests/Benchmarks/RESULTS.md`).
struct MCPServe: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the Model Context Protocol over standard input and output, for coding agents.",
        discussion: """
            Tools: check, fix, scaffold, matching_file, explain_rule, conventions. Resources: the \
            rule reference and the effective configuration. Prompt: scaffold_screen. The workspace \
            is kept warm between calls and brought up to date with the disk for every call. \
            Runs mvvm-lsp-mcp, built beside mvvm-lsp. See Protocol/MCP.md.
            """)

    /// Validated by `mvvm-lsp-mcp`, which also runs on its own.
    @Option(help: "The workspace root (default: the current folder).")
    var root: String = "."

    func run() throws {
        let server = Self.serverExecutable
        let arguments = [server, "--root", root]
        var argv = arguments.map { strdup($0) } + [nil]
        execv(server, &argv)
        // Only reached when the server could not be run.
        throw MCPServerNotRunnable(path: server, reason: String(cString: strerror(errno)))
    }

    /// `mvvm-lsp-mcp` in the folder of the running executable.
    static var serverExecutable: String {
        let executable: String
        #if os(Linux)
        executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        #else
        executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
        #endif
        return URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("mvvm-lsp-mcp").path
    }
}

/// `mvvm-lsp-mcp` is missing or cannot be run.
struct MCPServerNotRunnable: Error, CustomStringConvertible {
    let path: String
    let reason: String

    var description: String {
        "cannot run the MCP server \(path) (\(reason)); it is built beside mvvm-lsp by `swift build -c release`"
    }
}
