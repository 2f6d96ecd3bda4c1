import LanguageServerProtocol
import MVVMAnalyzerCore

// Debug builds only (the ones tests run): a release binary has no test hooks.
#if MVVM_LSP_TEST_HOOKS

/// `mvvm-test/sleep`: sleeps, honouring cancellation. Registered only with test hooks enabled
/// (`mvvm-lsp --test-hooks`, debug builds); lets tests observe cancellation and concurrency. With `busy`, it
/// keeps its thread busy instead, like a long lint.
enum TestSleepRequest: LSPRequest {
    static let method = "mvvm-test/sleep"
    struct Params: Codable, Sendable { var milliseconds: Int; var busy: Bool? }
    struct Response: Codable, Sendable { var slept: Int }
}

/// `mvvm-test/documentState`: the server's copy of an open document. Test hooks only.
enum TestDocumentStateRequest: LSPRequest {
    static let method = "mvvm-test/documentState"
    struct Params: Codable, Sendable, TextDocumentScopedParams {
        var textDocument: TextDocumentIdentifier
        var documentURI: DocumentURI { textDocument.uri }
    }
    struct Response: Codable, Sendable { var version: Int; var text: String }
}

extension LanguageServer {
    func testSleep(_ params: TestSleepRequest.Params) async throws -> TestSleepRequest.Response {
        if params.busy == true {
            let end = ContinuousClock.now + .milliseconds(max(0, params.milliseconds))
            while ContinuousClock.now < end { try Task.checkCancellation() }
        } else {
            try await Task.sleep(for: .milliseconds(max(0, params.milliseconds)))
        }
        return TestSleepRequest.Response(slept: params.milliseconds)
    }

    func testDocumentState(_ params: TestDocumentStateRequest.Params) async throws -> TestDocumentStateRequest.Response {
        guard let document = documents.document(params.textDocument.uri) else {
            throw ResponseError.invalidParams("Document \(params.textDocument.uri) is not open")
        }
        return TestDocumentStateRequest.Response(version: document.version, text: document.text)
    }
}

/// `mvvm-test/injectFault`: the next `count` requests of `method` fail inside their handler with
/// an unexpected error, as a throwing rule or template would. Test hooks only; lets the
/// reliability tests check that one failing request is contained.
enum TestInjectFaultRequest: LSPRequest {
    static let method = "mvvm-test/injectFault"
    struct Params: Codable, Sendable { var method: String; var count: Int }
    struct Response: Codable, Sendable { var armed: Int }
}

/// Faults armed by `mvvm-test/injectFault`, by method. Empty unless a test arms one.
final class FaultInjector: Sendable {
    struct InjectedFault: Error, CustomStringConvertible {
        let method: String
        var description: String { "injected fault in '\(method)'" }
    }

    private let armed = Locked<[String: Int]>([:])

    func arm(_ method: String, count: Int) -> Int {
        armed.withLock { armed in
            armed[method] = max(0, count)
            return armed[method]!
        }
    }

    /// Throws when a fault is armed for `method`, using up one.
    func check(_ method: String) throws {
        let fire = armed.withLock { armed -> Bool in
            guard let left = armed[method], left > 0 else { return false }
            armed[method] = left - 1
            return true
        }
        if fire { throw InjectedFault(method: method) }
    }
}

extension LanguageServer {
    func testInjectFault(_ params: TestInjectFaultRequest.Params) async throws -> TestInjectFaultRequest.Response {
        TestInjectFaultRequest.Response(armed: faults.arm(params.method, count: params.count))
    }
}
#endif
