import Foundation

/// A decoded JSON-RPC message whose params are still raw, to be decoded by the handler that
/// knows their type (see `decodeParams(_:)`).
public struct IncomingMessage: Sendable {
    public enum Kind: Sendable {
        case request(id: RequestID, method: String)
        case notification(method: String)
        case response(id: RequestID, result: Result<JSONValue, ResponseError>)
    }

    public let kind: Kind
    /// The whole message body, from which typed params are decoded.
    public let body: Data

    /// Why a body could not be read as a JSON-RPC message.
    public enum DecodingFailure: Error, Sendable {
        /// Not JSON at all: answered with `ParseError` and id `null`.
        case invalidJSON(String)
        /// JSON, but not a JSON-RPC message: answered with `InvalidRequest`, echoing the id if any.
        case invalidMessage(id: RequestID?, reason: String)

        public var responseError: ResponseError {
            switch self {
            case .invalidJSON(let reason): return .parseError(reason)
            case .invalidMessage(_, let reason): return .invalidRequest(reason)
            }
        }

        public var requestID: RequestID? {
            if case .invalidMessage(let id, _) = self { return id }
            return nil
        }
    }

    private struct Envelope: Decodable {
        var jsonrpc: String?
        var id: RequestID?
        var method: String?
        var result: JSONValue?
        var error: ResponseError?
        var hasResult: Bool

        enum CodingKeys: String, CodingKey { case jsonrpc, id, method, result, error }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            jsonrpc = try? container.decode(String.self, forKey: .jsonrpc)
            id = try? container.decode(RequestID.self, forKey: .id)
            method = try? container.decode(String.self, forKey: .method)
            hasResult = container.contains(.result)
            result = try? container.decode(JSONValue.self, forKey: .result)
            error = try? container.decode(ResponseError.self, forKey: .error)
        }
    }

    /// Reads one message body.
    public static func decode(_ body: Data) -> Result<IncomingMessage, DecodingFailure> {
        let envelope: Envelope
        do {
            envelope = try JSONDecoder().decode(Envelope.self, from: body)
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            return .failure(.invalidJSON("Message body is not valid JSON"))
        } catch {
            return .failure(.invalidMessage(id: nil, reason: "A JSON-RPC message must be a JSON object"))
        }
        guard envelope.jsonrpc == "2.0" else {
            return .failure(
                .invalidMessage(id: envelope.id, reason: "Missing or unsupported 'jsonrpc' version; expected \"2.0\""))
        }
        if let method = envelope.method {
            if let id = envelope.id {
                return .success(IncomingMessage(kind: .request(id: id, method: method), body: body))
            }
            return .success(IncomingMessage(kind: .notification(method: method), body: body))
        }
        if let id = envelope.id {
            if let error = envelope.error {
                return .success(IncomingMessage(kind: .response(id: id, result: .failure(error)), body: body))
            }
            if envelope.hasResult {
                return .success(
                    IncomingMessage(
                        kind: .response(id: id, result: .success(envelope.result ?? .null)), body: body))
            }
        }
        return .failure(.invalidMessage(id: envelope.id, reason: "Message has neither 'method' nor 'result'/'error'"))
    }

    /// Decodes the message's `params` as `Params`. Absent or `null` params decode as an empty
    /// object, so parameterless messages work with `EmptyParams`.
    public func decodeParams<Params: Decodable>(_ type: Params.Type) throws(ResponseError) -> Params {
        do {
            return try JSONDecoder().decode(ParamsEnvelope<Params>.self, from: body).params
        } catch let error as DecodingError {
            throw .invalidParams("Invalid params: \(error.readableDescription)")
        } catch {
            throw .invalidParams("Invalid params: \(error)")
        }
    }

    private struct ParamsEnvelope<Params: Decodable>: Decodable {
        var params: Params

        enum CodingKeys: String, CodingKey { case params }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if container.contains(.params), try !container.decodeNil(forKey: .params) {
                params = try container.decode(Params.self, forKey: .params)
            } else {
                params = try JSONDecoder().decode(Params.self, from: Data("{}".utf8))
            }
        }
    }
}

extension DecodingError {
    /// A one-line explanation naming the offending path, e.g.
    /// `missing key 'uri' at params.textDocument`.
    public var readableDescription: String {
        func path(_ codingPath: [any CodingKey]) -> String {
            let parts = codingPath.map { key in key.intValue.map { "[\($0)]" } ?? key.stringValue }
            let joined = parts.reduce("params") { partial, part in
                part.hasPrefix("[") ? partial + part : partial + "." + part
            }
            return joined.replacingOccurrences(of: "params.params", with: "params")
        }
        switch self {
        case .keyNotFound(let key, let context):
            return "missing key '\(key.stringValue)' at \(path(context.codingPath))"
        case .typeMismatch(let type, let context):
            return "expected \(Self.jsonTypeName(type)) at \(path(context.codingPath))"
        case .valueNotFound(let type, let context):
            return "expected \(Self.jsonTypeName(type)) but found null at \(path(context.codingPath))"
        case .dataCorrupted(let context):
            return "\(context.debugDescription) at \(path(context.codingPath))"
        @unknown default:
            return String(describing: self)
        }
    }

    private static func jsonTypeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type, is Int32.Type, is UInt32.Type, is Double.Type: return "a number"
        case is Bool.Type: return "a boolean"
        default:
            let name = String(describing: type)
            if name.hasPrefix("Array") { return "an array" }
            if name.hasPrefix("Dictionary") || name.hasPrefix("KeyedDecodingContainer") { return "an object" }
            return "a value of type \(name)"
        }
    }
}
