import Foundation

/// Encodes the messages the server sends: responses, notifications and server-to-client requests.
public enum OutgoingMessage {
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        return encoder
    }()

    private struct Response<Result: Encodable>: Encodable {
        let jsonrpc = "2.0"
        let id: RequestID?
        let result: Result

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(jsonrpc, forKey: .jsonrpc)
            try container.encode(id, forKey: .id) // `null` when unknown, as JSON-RPC requires
            try container.encode(result, forKey: .result)
        }
        enum CodingKeys: String, CodingKey { case jsonrpc, id, result }
    }

    private struct ErrorResponse: Encodable {
        let jsonrpc = "2.0"
        let id: RequestID?
        let error: ResponseError

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(jsonrpc, forKey: .jsonrpc)
            try container.encode(id, forKey: .id)
            try container.encode(error, forKey: .error)
        }
        enum CodingKeys: String, CodingKey { case jsonrpc, id, error }
    }

    private struct Notification<Params: Encodable>: Encodable {
        let jsonrpc = "2.0"
        let method: String
        let params: Params
    }

    private struct Request<Params: Encodable>: Encodable {
        let jsonrpc = "2.0"
        let id: RequestID
        let method: String
        let params: Params

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(jsonrpc, forKey: .jsonrpc)
            try container.encode(id, forKey: .id)
            try container.encode(method, forKey: .method)
            if !(params is EmptyParams) { // "params: none" in the specification
                try container.encode(params, forKey: .params)
            }
        }
        enum CodingKeys: String, CodingKey { case jsonrpc, id, method, params }
    }

    /// A successful response. A `nil` optional result encodes as JSON `null`.
    public static func response(id: RequestID, result: some Encodable) throws -> Data {
        try encoder.encode(Response(id: id, result: result))
    }

    /// An error response; `id` is `nil` when the request's id could not be read.
    public static func errorResponse(id: RequestID?, error: ResponseError) -> Data {
        // Encoding plain strings and numbers cannot fail.
        (try? encoder.encode(ErrorResponse(id: id, error: error))) ?? Data()
    }

    public static func notification(method: String, params: some Encodable) throws -> Data {
        try encoder.encode(Notification(method: method, params: params))
    }

    public static func request(id: RequestID, method: String, params: some Encodable) throws -> Data {
        try encoder.encode(Request(id: id, method: method, params: params))
    }
}
