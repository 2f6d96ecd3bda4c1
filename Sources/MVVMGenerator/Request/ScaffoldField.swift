/// A data property of a FOSMVVM view model, from `--field name:Type`: shown by display views,
/// edited by forms (a `FormFieldModel` and a `{Name}Fields` requirement).
public struct ScaffoldField: Sendable, Hashable {
    /// The Swift types a field may have.
    public enum FieldType: String, Sendable, Hashable, CaseIterable {
        case string = "String"
        case int = "Int"
        case double = "Double"
        case bool = "Bool"
        case date = "Date"
        case uuid = "UUID"
        case modelId = "ModelIdType"
    }

    /// lowerCamelCase.
    public let name: String
    public let type: FieldType

    public init(name: String, type: FieldType) {
        self.name = name
        self.type = type
    }

    /// `name:Type`, e.g. `createdAt:Date`; the name is checked by `ScaffoldRequest`.
    public init(parsing text: String) throws(ScaffoldError) {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw .invalidIdentifier(role: "field", value: text, reason: "expected name:Type, e.g. createdAt:Date")
        }
        let typeName = parts[1].trimmingCharacters(in: .whitespaces)
        guard let type = FieldType(rawValue: typeName) else { throw .unsupportedFieldType(field: String(parts[0]), type: typeName) }
        self.init(name: parts[0].trimmingCharacters(in: .whitespaces), type: type)
    }

    /// Names the scaffolded view model declares itself: its localized texts, identity and
    /// operations.
    public static let reservedNames: Set<String> = [
        "title", "errorTitle", "errorMessage", "dismissButtonLabel", "performActionButtonLabel", "submitButtonLabel",
        "vmId", "operations", "isStub",
    ]

    /// The field every scaffold has unless others are given.
    public static let defaultFields = [ScaffoldField(name: "name", type: .string)]
}
