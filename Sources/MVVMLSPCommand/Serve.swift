import ArgumentParser
import Foundation
import MVVMLanguageServer

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `mvvm-lsp serve`: speaks LSP 3.17 over standard input and output.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve", // spelled out: deriving it from the type costs runtime lookups at every start
        abstract: "Serve the Language Server Protocol over standard input and output (the default).")

    @Option(
        name: .long,
        help: "Least severe log level written to standard error and window/logMessage: error, warning, info, debug.")
    var logLevel: LogLevel = .info

    @Option(
        name: .long,
        help:
            "How long a file's first diagnostics wait for the workspace index, in milliseconds; after that only what cannot change is shown until the index is complete."
    )
    var indexWait: Int = 200

    #if MVVM_LSP_TEST_HOOKS
    /// The `mvvm-test/…` requests (debug builds only; `Handlers/TestHooks.swift`).
    @Flag(name: .long, help: .hidden)
    var testHooks = false
    #endif

    private var enablesTestHooks: Bool {
        #if MVVM_LSP_TEST_HOOKS
        testHooks
        #else
        false
        #endif
    }

    func validate() throws {
        guard indexWait >= 0 else { throw ValidationError("--index-wait must be 0 or more milliseconds") }
    }

    func run() async throws {
        signal(SIGPIPE, SIG_IGN)
        let server = LanguageServer(
            connection: Connection(input: STDIN_FILENO, output: STDOUT_FILENO),
            options: LanguageServer.Options(
                logLevel: logLevel, enableTestHooks: enablesTestHooks, indexingGracePeriod: .milliseconds(indexWait),
                onClientProcessDeath: { terminateProcess(1) },
                onExitStalled: { terminateProcess($0) }))
        let code = await server.run()
        terminateProcess(code)
    }
}

extension LogLevel: ExpressibleByArgument {}
