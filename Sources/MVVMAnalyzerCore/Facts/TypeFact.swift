/// A type declaration or extension and what it declares directly.
public struct TypeFact: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case `struct`
        case `class`
        case `enum`
        case `protocol`
        case actor
        case `extension`
    }

    /// The declared name, or for an extension the extended type as written (`FooView`).
    public var name: String
    /// The name including enclosing types, e.g. `FooView.ViewModel`.
    public var qualifiedName: String
    public var kind: Kind
    public var nameRange: ByteRange
    /// The whole declaration, attributes included.
    public var range: ByteRange
    /// Names in the inheritance clause, as written (`View`, `ObservableObject`, `SwiftUI.View`).
    public var inheritedTypes: [String]
    public var attributes: [AttributeFact]
    /// Modifiers such as `public`, `final`, `private`.
    public var modifiers: [String]
    public var genericParameters: [GenericParameterFact]
    public var properties: [PropertyFact]
    public var members: [MemberFact]
    public var enumCases: [EnumCaseFact]
    public var roles: Set<TypeRole>
    /// The qualified name of the enclosing type or extended type, for nested declarations.
    public var parentName: String?

    public init(
        name: String, qualifiedName: String, kind: Kind, nameRange: ByteRange, range: ByteRange,
        inheritedTypes: [String], attributes: [AttributeFact], modifiers: [String],
        genericParameters: [GenericParameterFact], properties: [PropertyFact],
        members: [MemberFact], enumCases: [EnumCaseFact], roles: Set<TypeRole>, parentName: String?
    ) {
        self.name = name
        self.qualifiedName = qualifiedName
        self.kind = kind
        self.nameRange = nameRange
        self.range = range
        self.inheritedTypes = inheritedTypes
        self.attributes = attributes
        self.modifiers = modifiers
        self.genericParameters = genericParameters
        self.properties = properties
        self.members = members
        self.enumCases = enumCases
        self.roles = roles
        self.parentName = parentName
    }

    public var isExtension: Bool { kind == .extension }
    public var isView: Bool { roles.contains(.view) }
    public var isViewModel: Bool { roles.contains(.viewModel) }

    /// The access level written on the declaration, if any.
    public var accessLevel: AccessLevel? {
        modifiers.lazy.compactMap(AccessLevel.init(rawValue:)).first
    }

    /// The stored instance properties.
    public var storedProperties: [PropertyFact] {
        properties.filter(\.isStoredInstanceProperty)
    }

    /// The property called `name`, if declared here.
    public func property(named name: String) -> PropertyFact? {
        properties.first { $0.name == name }
    }

    /// Whether the inheritance clause names `type` (module qualification ignored).
    public func inherits(_ type: String) -> Bool {
        inheritedTypes.contains { TypeName.base(of: $0) == type }
    }
}
