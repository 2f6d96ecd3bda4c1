import Foundation
import TestSupport
import XCTest

/// An end-to-end test case whose servers (`startServer`) run where its class says: the built
/// binary over pipes, or, in its `…InProcessTests` twin (`InProcessTwins.swift`), `LanguageServer`
/// in the test process, where a breakpoint in a handler stops the test:
///
///     swift test --filter CodeActionInProcessTests
class ServerTestCase: XCTestCase {
    /// Where this class's servers run.
    class var serverLocation: LSPTestClient.Location { .childProcess }

    /// A server where this class's servers run, `serve`d with `arguments`; with
    /// `answersServerRequests: false` the test answers the server's requests itself.
    func startServer(
        arguments: [String] = ["--test-hooks", "--log-level", "debug"],
        answersServerRequests: Bool = true
    ) throws -> LSPTestClient {
        try LSPTestClient(
            location: Self.serverLocation, arguments: arguments, answersServerRequests: answersServerRequests)
    }
}
