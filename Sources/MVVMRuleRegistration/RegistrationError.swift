/// Why the registration cannot be generated from the rule files.
public enum RegistrationError: Error, Equatable, CustomStringConvertible {
    /// A `Rule` type whose `static let description = RuleDescription(id: "…", …)` has no literal id.
    case noDescriptionID(type: String, path: String)
    /// A rule file not named after its type (`Rules/<Group>/<Type>.swift`).
    case misnamedFile(type: String, path: String)
    /// A rule type not named as its id gives (`RuleSource.typeName(forID:)`).
    case typeNameNotFromID(type: String, id: String, path: String)
    /// Two rules with one id.
    case duplicateID(String)
    /// A generated file's anchor (the schema's `rules.propertyNames.enum`) is missing.
    case missingAnchor(file: String, anchor: String)
    /// A file could not be read.
    case unreadable(path: String)

    public var description: String {
        switch self {
        case .noDescriptionID(let type, let path):
            "\(path): `\(type)` conforms to Rule but has no `static let description = RuleDescription(id: \"group/name\", …)`"
        case .misnamedFile(let type, let path):
            "\(path): a rule's file is named after its type: `\(type).swift`"
        case .typeNameNotFromID(let type, let id, let path):
            "\(path): the rule \(id) is named `\(RuleSource.typeName(forID: id))`, which its id gives, not `\(type)`"
        case .duplicateID(let id):
            "two rules have the id \(id)"
        case .missingAnchor(let file, let anchor):
            "\(file): cannot find \(anchor)"
        case .unreadable(let path):
            "cannot read \(path)"
        }
    }
}
