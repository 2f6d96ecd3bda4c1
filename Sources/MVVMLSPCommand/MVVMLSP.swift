import ArgumentParser
import Foundation
import MVVMOperations

/// `mvvm-lsp`: the language server and its command-line tools.
@main
struct MVVMLSP: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mvvm-lsp",
        abstract: "A language server and linter for SwiftUI MVVM code.",
        discussion: "Started without a subcommand, it serves LSP over standard input and output.",
        version: ServerIdentity.version,
        subcommands: [Serve.self, MCPServe.self, Check.self, Rules.self, Scaffold.self],
        defaultSubcommand: Serve.self)

    /// Runs the command; usage errors exit with code 2 (not ArgumentParser's 64), as
    /// `check` documents: 0 clean, 1 findings, 2 usage or configuration errors.
    static func main() async {
        do {
            var command = try parseAsRoot(
                Check.argumentsSpellingOptionalValues(Array(CommandLine.arguments.dropFirst())))
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { print(message) }
                terminateProcess(0)
            }
            if !message.isEmpty { FileHandle.standardError.write(Data((message + "\n").utf8)) }
            terminateProcess(code == .validationFailure ? 2 : code.rawValue)
        }
    }
}
