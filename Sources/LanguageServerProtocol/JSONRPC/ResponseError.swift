/// A JSON-RPC error object, sent in place of a result.
public struct ResponseError: Error, Sendable, Hashable, Codable {
    public var code: Int
    public var message: String
    public var data: JSONValue?

    public init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }
}

extension ResponseError {
    /// Invalid JSON was received.
    public static func parseError(_ message: String) -> ResponseError {
        ResponseError(code: -32700, message: message)
    }
    /// The JSON sent is not a valid request object, or the request is not allowed now.
    public static func invalidRequest(_ message: String) -> ResponseError {
        ResponseError(code: -32600, message: message)
    }
    /// The method does not exist or is not available.
    public static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: -32601, message: "Unhandled method '\(method)'")
    }
    /// Invalid method parameters.
    public static func invalidParams(_ message: String) -> ResponseError {
        ResponseError(code: -32602, message: message)
    }
    /// An internal error of the server; the server goes on.
    public static func internalError(_ message: String) -> ResponseError {
        ResponseError(code: -32603, message: message)
    }
    /// A request arrived before `initialize`.
    public static let serverNotInitialized = ResponseError(
        code: -32002, message: "The server has not been initialized: send 'initialize' first")
    /// The request was cancelled by `$/cancelRequest`.
    public static let requestCancelled = ResponseError(code: -32800, message: "Request cancelled")
    /// The request failed although its parameters were valid.
    public static func requestFailed(_ message: String) -> ResponseError {
        ResponseError(code: -32803, message: message)
    }
}
