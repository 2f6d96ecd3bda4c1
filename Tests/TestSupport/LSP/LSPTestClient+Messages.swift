import Foundation
import LanguageServerProtocol

/// A request the server sent the client, with its typed params; answer it with
/// `LSPTestClient.reply(to:with:)` (on a client started with `answersServerRequests: false`).
public struct ServerRequest<Request: LSPRequest>: Sendable {
    public let id: RequestID
    public let params: Request.Params

    /// `message` as a `Request`, or nil when it is something else.
    public init?(_ message: LSPTestClient.ServerMessage) {
        guard case .request(let id, let method) = message.message.kind, method == Request.method,
            let params = message.params(Request.Params.self)
        else { return nil }
        self.id = id
        self.params = params
    }

    /// `message` as a `Request`, or nil when it is something else.
    public init?(_ message: JSONRPCMessage) {
        guard message.methodName == Request.method, let id = message.requestID,
            let params = try? (message.params ?? [:]).decode(as: Request.Params.self)
        else { return nil }
        self.id = id
        self.params = params
    }
}

/// A request that was expected to fail but succeeded.
public struct UnexpectedSuccess: Error, CustomStringConvertible {
    public let description: String
}

extension LSPTestClient {
    /// Every message the server sent, read member by member (`JSONRPCMessage`), in order; bodies
    /// that are not JSON objects are left out (see `undecodableMessages`, `receivedBodies`).
    public var messages: [JSONRPCMessage] { receivedBodies.compactMap(JSONRPCMessage.decode) }

    /// The first message (received before or after the call) that satisfies `predicate`.
    @discardableResult
    public func waitForMessage(
        _ description: String, timeout: TimeInterval = 15,
        where predicate: (JSONRPCMessage) -> Bool
    ) throws -> JSONRPCMessage {
        var found: JSONRPCMessage?
        try waitForBodies(description, timeout: timeout) { bodies in
            found = bodies.lazy.compactMap(JSONRPCMessage.decode).first(where: predicate)
            return found != nil
        }
        return found!
    }

    /// Every request `Request` the server sent so far, in order.
    public func serverRequests<Request: LSPRequest>(_ request: Request.Type) -> [ServerRequest<Request>] {
        receivedMessages.compactMap(ServerRequest<Request>.init)
    }

    /// The first request `Request` the server sent (before or after the call) that satisfies
    /// `predicate` (which must not call the client).
    public func serverRequest<Request: LSPRequest>(
        _ request: Request.Type, timeout: TimeInterval = 15,
        where predicate: (ServerRequest<Request>) -> Bool = { _ in true }
    ) throws -> ServerRequest<Request> {
        var found: ServerRequest<Request>?
        _ = try message(Request.method, timeout: timeout) { message in
            guard let request = ServerRequest<Request>(message), predicate(request) else { return false }
            found = request
            return true
        }
        return found!
    }

    /// Answers a request the server sent with its typed result.
    public func reply<Request: LSPRequest>(to request: ServerRequest<Request>, with result: Request.Response) {
        reply(to: request.id, with: result)
    }

    /// Sends a request that must fail; returns its error (a success is thrown as `UnexpectedSuccess`).
    public func sendExpectingError<Request: LSPRequest>(
        _ request: Request.Type, _ params: Request.Params,
        timeout: TimeInterval = 15
    ) throws -> ResponseError {
        let id = sendRequest(request, params)
        switch try response(to: id, timeout: timeout, describing: Request.method) {
        case .failure(let error): return error
        case .success(let result):
            throw UnexpectedSuccess(description: "\(Request.method) succeeded: \(result.canonicalText)")
        }
    }

    /// The typed result of request `id` (sent with `sendRequest`), or its error.
    public func response<Request: LSPRequest>(to id: RequestID, of request: Request.Type, timeout: TimeInterval = 15)
        throws -> Result<Request.Response, ResponseError>
    {
        switch try response(to: id, timeout: timeout, describing: Request.method) {
        case .failure(let error): return .failure(error)
        case .success(let value): return .success(try value.decode(as: Request.Response.self))
        }
    }

    /// Waits for the server to end; its exit status, or nil when it is still running.
    public func waitForExit(timeout: TimeInterval = 5) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
        return exitStatus
    }
}
