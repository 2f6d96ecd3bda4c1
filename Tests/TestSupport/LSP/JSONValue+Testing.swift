import Foundation
import LanguageServerProtocol

// `JSONValue` (LanguageServerProtocol's any-JSON type) as tests write and read it: literals (but
// not `nil`, which stays `Optional`'s; write `.null`) for
// arbitrary JSON the typed messages cannot express (hostile params, settings, command output),
// and typed accessors instead of casts.

extension JSONValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
}

extension JSONValue: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Double) { self = .number(value) }
}

extension JSONValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
}

extension JSONValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension JSONValue {
    /// Parses JSON text; nil when it is not JSON.
    public init?(parsing data: Data) {
        guard let value = try? JSONDecoder().decode(JSONValue.self, from: data) else { return nil }
        self = value
    }

    /// Any `Encodable` value as JSON.
    public init(encoding value: some Encodable) throws {
        self = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
    }

    /// This JSON decoded as `T`.
    public func decode<T: Decodable>(as type: T.Type = T.self) throws -> T {
        try JSONDecoder().decode(T.self, from: JSONEncoder().encode(self))
    }

    /// The element at `index` when this is an array long enough.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The number when this is a whole number.
    public var intValue: Int? {
        guard case .number(let value) = self, value.rounded() == value, abs(value) < 1e15 else { return nil }
        return Int(value)
    }

    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    public var objectValue: [String: JSONValue]? {
        if case .object(let members) = self { return members }
        return nil
    }

    public var isNull: Bool { self == .null }

    /// Compact JSON text with sorted keys (a canonical form to compare).
    public var canonicalText: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}

extension ClientCapabilities {
    /// Capabilities written as JSON, as an editor sends them. Every member must be one the typed
    /// `ClientCapabilities` knows (a precondition), so nothing a test writes is silently dropped.
    public static func json(_ json: JSONValue) -> ClientCapabilities {
        do {
            let capabilities = try json.decode(as: ClientCapabilities.self)
            let encoded = try JSONValue(encoding: capabilities)
            precondition(
                encoded == json,
                "capabilities \(json.canonicalText) have members ClientCapabilities does not know")
            return capabilities
        } catch {
            preconditionFailure("capabilities \(json.canonicalText) do not decode: \(error)")
        }
    }
}
