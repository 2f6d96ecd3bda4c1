import LanguageServerProtocol

/// `mvvm-test/sleep` (a debug build started with `--test-hooks`): sleeps, or keeps a thread busy,
/// honouring cancellation. The server's side is `Handlers/TestHooks.swift`.
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
    public struct Response: Codable, Sendable { public var slept: Int }
}

/// `mvvm-test/documentState`: the server's copy of an open document.
public enum TestDocumentStateRequest: LSPRequest {
    public static let method = "mvvm-test/documentState"
    public struct Params: Codable, Sendable {
        public var textDocument: TextDocumentIdentifier
        public init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
    }
    public struct Response: Codable, Sendable {
        public var version: Int
        public var text: String
    }
}

/// `mvvm-test/injectFault`: the next `count` requests of `method` fail inside their handler.
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
    public struct Response: Codable, Sendable { public var armed: Int }
}
