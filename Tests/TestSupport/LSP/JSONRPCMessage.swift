import Foundation
import LanguageServerProtocol

/// Any message body the server sent, read member by member without assuming it is valid
/// JSON-RPC: what the hostile-input tests inspect (errors with a `null` id, members that must be
/// absent) and what a JSON-RPC check validates. A member that is absent is `nil`; one that is
/// JSON `null` is `.null`.
public struct JSONRPCMessage: Decodable, Sendable, CustomStringConvertible {
    public let jsonrpc: JSONValue?
    public let id: JSONValue?
    public let method: JSONValue?
    public let params: JSONValue?
    public let result: JSONValue?
    public let error: JSONValue?
    /// Every member, as sent.
    public let members: [String: JSONValue]

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        var members: [String: JSONValue] = [:]
        for key in container.allKeys {
            members[key.stringValue] = (try? container.decode(JSONValue.self, forKey: key)) ?? .null
        }
        self.members = members
        jsonrpc = members["jsonrpc"]
        id = members["id"]
        method = members["method"]
        params = members["params"]
        result = members["result"]
        error = members["error"]
    }

    /// Reads a body; nil when it is not a JSON object.
    public static func decode(_ body: Data) -> JSONRPCMessage? {
        try? JSONDecoder().decode(JSONRPCMessage.self, from: body)
    }

    /// The method name of a request or notification.
    public var methodName: String? { method?.stringValue }
    /// The id as a request id; nil when absent, `null` or of another type.
    public var requestID: RequestID? { id.flatMap { try? $0.decode(as: RequestID.self) } }
    /// The error of an error response, typed; nil when there is none or it is malformed.
    public var responseError: ResponseError? { error.flatMap { try? $0.decode(as: ResponseError.self) } }
    public var errorCode: Int? { error?["code"]?.intValue }
    public var errorMessage: String? { error?["message"]?.stringValue }
    /// A response (no method), to request `id`.
    public func isResponse(to id: RequestID) -> Bool { method == nil && requestID == id }

    /// What is wrong with this message as JSON-RPC 2.0 the server sent, if anything.
    public var jsonRPCProblem: String? {
        guard jsonrpc == .string("2.0") else { return "no jsonrpc 2.0: \(self)" }
        if let method {
            return method.stringValue != nil ? nil : "method is not a string: \(self)"
        }
        guard id != nil else { return "response without id: \(self)" }
        if (result != nil) == (error != nil) { return "a response needs exactly one of result and error: \(self)" }
        if let error {
            guard error["code"]?.intValue != nil, error["message"]?.stringValue != nil else {
                return "malformed error object: \(self)"
            }
        }
        return nil
    }

    public var description: String { JSONValue.object(members).canonicalText }
}
