/// A data property of a FOSMVVM view model, from `--field name:Type`: shown by display views,
/// edited by forms (a `FormFieldModel` and a `{Name}Fields` requirement). `--field
/// state:SessionState=pending,running` declares an enum with those cases, shown through a
/// stored `LocalizableString` (FOSMVVM\'s "Enum Localization Pattern").
public struct ScaffoldField: Sendable, Hashable {
    /// An enum a field has, generated with the view model and localized case by case.
    public struct Enumeration: Sendable, Hashable {
        /// UpperCamelCase, e.g. `SessionState`.
        public let typeName: String
        /// lowerCamelCase, in order.
        public let cases: [String]

        public init(typeName: String, cases: [String]) {
            self.typeName = typeName
            self.cases = cases
        }
    }

    /// The Swift types a field may have.
    public enum FieldType: String, Sendable, Hashable, CaseIterable {
        case string = "String"
        case int = "Int"
        case double = "Double"
        case bool = "Bool"
        case date = "Date"
        case uuid = "UUID"
        case modelId = "ModelIdType"
        /// An enum of the field's own (`name:Type=case,case`).
        case enumeration = "Type=case,case"
    }

    /// lowerCamelCase.
    public let name: String
    public let type: FieldType
    /// The enum, for an `.enumeration` field.
    public let enumeration: Enumeration?

    public init(name: String, type: FieldType) {
        self.name = name
        self.type = type
        self.enumeration = nil
    }

    public init(name: String, enumeration: Enumeration) {
        self.name = name
        self.type = .enumeration
        self.enumeration = enumeration
    }

    /// The Swift type as written: the enum's name, else the type's.
    public var swiftType: String { enumeration?.typeName ?? type.rawValue }

    /// `name:Type`, e.g. `createdAt:Date`; the name is checked by `ScaffoldRequest`.
    public init(parsing text: String) throws(ScaffoldError) {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw .invalidIdentifier(role: "field", value: text, reason: "expected name:Type, e.g. createdAt:Date")
        }
        let name = parts[0].trimmingCharacters(in: .whitespaces)
        let typeName = parts[1].trimmingCharacters(in: .whitespaces)
        if let equals = typeName.firstIndex(of: "=") {
            let enumName = String(typeName[..<equals])
            let cases = typeName[typeName.index(after: equals)...].split(
                separator: ",", omittingEmptySubsequences: false
            )
            .map { $0.trimmingCharacters(in: .whitespaces) }
            try SwiftIdentifier.validate(enumName, role: "enum", case: .upper)
            for caseName in cases { try SwiftIdentifier.validate(caseName, role: "enum case", case: .lower) }
            guard Set(cases).count == cases.count else {
                throw .invalidIdentifier(role: "enum", value: enumName, reason: "its cases must differ")
            }
            self.init(name: name, enumeration: Enumeration(typeName: enumName, cases: cases))
            return
        }
        guard let type = FieldType(rawValue: typeName), type != .enumeration else {
            throw .unsupportedFieldType(field: name, type: typeName)
        }
        self.init(name: name, type: type)
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
