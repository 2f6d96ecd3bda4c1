/// A property declared directly in a type or extension.
public struct PropertyFact: Sendable, Hashable {
    public var name: String
    public var nameRange: ByteRange
    /// The whole declaration, attributes included.
    public var range: ByteRange
    /// Attributes and property wrappers (`@State`, `@ObservedObject`, `@LocalizedString` …).
    public var attributes: [AttributeFact]
    /// The type annotation's text (`FooViewModel`, `ViewModel?`), `nil` when inferred.
    public var declaredType: String?
    public var declaredTypeRange: ByteRange?
    /// The initializer expression after `=`, if any.
    public var initializer: ExpressionFact?
    public var isLet: Bool
    public var isStatic: Bool
    /// Whether the property has a getter (computed), as opposed to stored (observers allowed).
    public var isComputed: Bool
    public var accessLevel: AccessLevel?
    /// The setter's access level from `private(set)` and the like.
    public var setterAccessLevel: AccessLevel?

    public init(
        name: String, nameRange: ByteRange, range: ByteRange, attributes: [AttributeFact],
        declaredType: String?, declaredTypeRange: ByteRange?, initializer: ExpressionFact?,
        isLet: Bool, isStatic: Bool, isComputed: Bool,
        accessLevel: AccessLevel?, setterAccessLevel: AccessLevel?
    ) {
        self.name = name
        self.nameRange = nameRange
        self.range = range
        self.attributes = attributes
        self.declaredType = declaredType
        self.declaredTypeRange = declaredTypeRange
        self.initializer = initializer
        self.isLet = isLet
        self.isStatic = isStatic
        self.isComputed = isComputed
        self.accessLevel = accessLevel
        self.setterAccessLevel = setterAccessLevel
    }

    /// Whether this is an instance property that holds a value.
    public var isStoredInstanceProperty: Bool { !isComputed && !isStatic }

    /// The type the property holds: its annotation, else the type its initializer creates,
    /// else `X` of `@Environment(X.self)`; reduced to a base name by `TypeName.base(of:)`.
    public var heldTypeName: String? {
        if let declaredType { return TypeName.base(of: declaredType) }
        if let created = initializer?.createdTypeName { return created }
        guard let arguments = attributes.named("Environment")?.arguments, arguments.hasSuffix(".self") else {
            return nil
        }
        return TypeName.base(of: String(arguments.dropLast(".self".count)))
    }
}
