import Foundation
import LanguageServerProtocol

/// A node of `Protocol/config.schema.json`, typed as far as tests compare the schema with the
/// code (rule ids, allowed values, setting names).
public final class ConfigurationSchema: Decodable, Sendable {
    /// The values allowed here (`enum`).
    public let allowedValues: [JSONValue]?
    public let properties: [String: ConfigurationSchema]?
    /// What every key of an object must be (`propertyNames`).
    public let propertyNames: ConfigurationSchema?
    /// Shared definitions (`$defs`).
    public let definitions: [String: ConfigurationSchema]?

    /// The string values allowed here.
    public var allowedStrings: [String]? { allowedValues?.compactMap(\.stringValue) }

    private enum CodingKeys: String, CodingKey {
        case allowedValues = "enum", properties, propertyNames, definitions = "$defs"
    }

    /// The repository's `Protocol/config.schema.json`.
    public static func load() throws -> ConfigurationSchema {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Protocol/config.schema.json")
        return try JSONDecoder().decode(ConfigurationSchema.self, from: Data(contentsOf: url))
    }
}
