/// A function, initializer, subscript or computed property declared directly in a type.
public struct MemberFact: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case function
        case initializer
        case computedProperty
        case `subscript`
    }

    /// `body`, `performAction`, `init`, `subscript`.
    public var name: String
    public var kind: Kind
    public var nameRange: ByteRange
    /// The whole declaration.
    public var range: ByteRange
    public var isStatic: Bool
    public var accessLevel: AccessLevel?
    /// Parameter labels for functions and initializers (`viewModel` for `init(viewModel:)`).
    public var parameterLabels: [String]
    /// Parameter types as written, in the order of `parameterLabels` (`LocalizedStringKey`).
    public var parameterTypes: [String]
    /// The type a function returns or a computed property has, as written (`some View`,
    /// `DetailViewModel`); `nil` for initializers, subscripts and functions returning nothing.
    public var returnType: String?

    public init(
        name: String, kind: Kind, nameRange: ByteRange, range: ByteRange,
        isStatic: Bool, accessLevel: AccessLevel?, parameterLabels: [String], parameterTypes: [String] = [],
        returnType: String? = nil
    ) {
        self.parameterTypes = parameterTypes
        self.returnType = returnType
        self.name = name
        self.kind = kind
        self.nameRange = nameRange
        self.range = range
        self.isStatic = isStatic
        self.accessLevel = accessLevel
        self.parameterLabels = parameterLabels
    }

    /// Whether this is the SwiftUI `body` property.
    public var isBody: Bool { kind == .computedProperty && name == "body" && !isStatic }
}
