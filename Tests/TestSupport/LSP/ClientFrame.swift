import Foundation
import LanguageServerProtocol

/// What a client writes, framed: typed requests and notifications, ones with arbitrary JSON
/// params (hostile or unknown), and answers to the server's requests. Every test client
/// encodes its messages here.
public enum ClientFrame {
    /// A request `Request` with `id`.
    public static func request<Request: LSPRequest>(
        _ request: Request.Type, id: RequestID,
        _ params: Request.Params
    ) -> Data {
        frame(Envelope(id: id, method: Request.method, params: params))
    }

    /// A notification `Notification`.
    public static func notification<Notification: LSPNotification>(
        _ notification: Notification.Type,
        _ params: Notification.Params
    ) -> Data {
        frame(Envelope(id: nil, method: Notification.method, params: params))
    }

    /// A request (with an id) or a notification (without) whose params are arbitrary JSON,
    /// left out when nil.
    public static func message(method: String, id: RequestID?, params: JSONValue?) -> Data {
        frame(Envelope(id: id, method: method, params: params))
    }

    /// The answer to request `id` that the server sent.
    public static func reply(to id: RequestID, with result: some Encodable) -> Data {
        frame(Reply(id: id, result: result))
    }

    private struct Envelope<Params: Encodable>: Encodable {
        let jsonrpc = "2.0"
        let id: RequestID?
        let method: String
        let params: Params?
    }

    private struct Reply<Result: Encodable>: Encodable {
        let jsonrpc = "2.0"
        let id: RequestID
        let result: Result
    }

    private static func frame(_ message: some Encodable) -> Data {
        // Every message here is made of Codable values that encode; a failure is a bug in a test.
        MessageFramer.frame(try! JSONEncoder().encode(message))
    }
}
