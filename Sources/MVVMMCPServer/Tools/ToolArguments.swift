import Foundation
import MCP

/// A tool's arguments, declared once: the cases of `CodingKeys` name them (in the order the tool
/// lists them), `parameter(_:)` types and describes each for the tool's input schema, and a
/// call's arguments object is decoded into the type (`init(decoding:tool:)`).
protocol ToolArguments: Decodable, Sendable {
    associatedtype CodingKeys: CodingKey, CaseIterable
    /// The JSON-schema type and description of the argument `key` names.
    static func parameter(_ key: CodingKeys) -> ToolParameter
}

extension ToolArguments {
    /// The JSON schema of the arguments object.
    static var inputSchema: Value {
        .object([
            "type": "object",
            "properties": .object(
                Dictionary(uniqueKeysWithValues: CodingKeys.allCases.map { ($0.stringValue, parameter($0).schema) })),
            "required": .array(CodingKeys.allCases.filter { parameter($0).isRequired }.map { .string($0.stringValue) }),
            "additionalProperties": false,
        ])
    }

    /// The arguments of a call to `tool`. Unknown names, missing required arguments and values
    /// of the wrong type are refused (`ToolFailure.invalidArguments`); a null argument is a
    /// missing one.
    init(decoding values: [String: Value]?, tool: String) throws(ToolFailure) {
        let values = values ?? [:]
        let names = CodingKeys.allCases.map(\.stringValue)
        for name in values.keys.sorted() where !names.contains(name) {
            throw .invalidArguments(
                "unknown argument '\(name)' of tool \(tool); "
                    + (names.isEmpty ? "it takes none" : "it takes " + names.joined(separator: ", ")))
        }
        do {
            self = try JSONDecoder().decode(Self.self, from: JSONEncoder().encode(values.filter { $0.value != .null }))
        } catch let error as DecodingError {
            throw .invalidArguments(Self.refusal(of: error, tool: tool))
        } catch {
            throw .invalidArguments("the arguments of tool \(tool) cannot be read: \(error)")
        }
    }

    /// What a decoding error says of the argument it is about.
    private static func refusal(of error: DecodingError, tool: String) -> String {
        let context: DecodingError.Context
        switch error {
        case .keyNotFound(let key, let keyContext) where keyContext.codingPath.isEmpty:
            return "tool \(tool) needs the argument '\(key.stringValue)'"
        case .keyNotFound(_, let errorContext), .valueNotFound(_, let errorContext),
            .typeMismatch(_, let errorContext), .dataCorrupted(let errorContext):
            context = errorContext
        @unknown default:
            return "the arguments of tool \(tool) cannot be read: \(error)"
        }
        guard let name = context.codingPath.first?.stringValue, let key = CodingKeys(stringValue: name) else {
            return "the arguments of tool \(tool) cannot be read: \(context.debugDescription)"
        }
        return "argument '\(name)' of tool \(tool) must be \(parameter(key).kind.expectation)"
    }
}

extension KeyedDecodingContainer {
    /// An integer, also when a client sent it as a whole floating-point number (`3.0`).
    func decodeWholeNumber(forKey key: Key) throws -> Int {
        let number = try decode(Double.self, forKey: key)
        guard let integer = Int(exactly: number) else {
            throw DecodingError.typeMismatch(
                Int.self, .init(codingPath: codingPath + [key], debugDescription: "\(number) is no whole number"))
        }
        return integer
    }
}
