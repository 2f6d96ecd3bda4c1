import TestSupport

extension LSPTestClient {
    /// Starts the built binary and leaves the server's requests to the test, which answers
    /// them itself (`reply(to:with:)`) or not at all.
    static func answeredByTest(arguments: [String] = ["--test-hooks", "--log-level", "debug"]) throws -> LSPTestClient {
        try LSPTestClient(arguments: arguments, answersServerRequests: false)
    }
}
