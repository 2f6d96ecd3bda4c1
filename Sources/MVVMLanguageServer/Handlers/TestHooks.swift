import LanguageServerProtocol
import MVVMAnalyzerCore

// Debug builds only (the ones tests run): a release binary has no test hooks.
#if MVVM_LSP_TEST_HOOKS

// The request types are in `LanguageServerProtocol/Requests/TestHookRequests.swift`, shared with
// the tests that send them.

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

    func testDocumentState(_ params: TestDocumentStateRequest.Params) async throws -> TestDocumentStateRequest.Response
    {
        guard let document = documents.document(params.textDocument.uri) else {
            throw ResponseError.invalidParams("Document \(params.textDocument.uri) is not open")
        }
        return TestDocumentStateRequest.Response(version: document.version, text: document.text)
    }
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
