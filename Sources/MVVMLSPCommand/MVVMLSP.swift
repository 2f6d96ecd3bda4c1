import ArgumentParser
import MVVMLanguageServer

/// `mvvm-lsp`: the language server and its command-line tools.
@main
struct MVVMLSP: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mvvm-lsp",
        abstract: "A language server and linter for SwiftUI MVVM code.",
        discussion: "Started without a subcommand, it serves LSP over standard input and output.",
        version: ServerIdentity.version,
        subcommands: [Serve.self],
        defaultSubcommand: Serve.self)
}
