// The `mvvm-test/…` requests, declared once for the server (which handles them only in debug
// builds started with `--test-hooks`: `MVVMLanguageServer/Handlers/TestHooks.swift`) and the
// tests that send them. A release binary answers them `MethodNotFound`.

/// `mvvm-test/sleep`: sleeps, honouring cancellation, or with `busy` keeps its thread busy like
/// a long lint; lets tests observe cancellation and concurrency.
public enum TestSleepRequest: LSPRequest {
    public static let method = "mvvm-test/sleep"
    public struct Params: Codable, Sendable {
        public var milliseconds: Int
        public var busy: Bool?
        public init(milliseconds: Int, busy: Bool? = nil) {
            self.milliseconds = milliseconds
            self.busy = busy
        }
    }
    public struct Response: Codable, Sendable {
        public var slept: Int
        public init(slept: Int) { self.slept = slept }
    }
}

/// `mvvm-test/documentState`: the server's copy of an open document.
public enum TestDocumentStateRequest: LSPRequest {
    public static let method = "mvvm-test/documentState"
    public struct Params: Codable, Sendable, TextDocumentScopedParams {
        public var textDocument: TextDocumentIdentifier
        public var documentURI: DocumentURI { textDocument.uri }
        public init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
    }
    public struct Response: Codable, Sendable {
        public var version: Int
        public var text: String
        public init(version: Int, text: String) {
            self.version = version
            self.text = text
        }
    }
}

/// `mvvm-test/injectFault`: the next `count` requests of `method` fail inside their handler with
/// an unexpected error, as a throwing rule or template would; lets the reliability tests check
/// that one failing request is contained.
public enum TestInjectFaultRequest: LSPRequest {
    public static let method = "mvvm-test/injectFault"
    public struct Params: Codable, Sendable {
        public var method: String
        public var count: Int
        public init(method: String, count: Int) {
            self.method = method
            self.count = count
        }
    }
    public struct Response: Codable, Sendable {
        public var armed: Int
        public init(armed: Int) { self.armed = armed }
    }
}
