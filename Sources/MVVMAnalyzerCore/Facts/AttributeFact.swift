/// An attribute or property wrapper as written on a declaration, e.g. `@StateObject` or
/// `@ViewModel(options: [.clientHostedFactory])`.
public struct AttributeFact: Sendable, Hashable {
    /// The attribute's name without `@` and without module qualification (`StateObject`).
    public var name: String
    /// The source text between the parentheses, trimmed; `nil` when there are none.
    public var arguments: String?
    /// The whole attribute, `@` through the closing parenthesis.
    public var range: ByteRange
    /// The attribute's name token(s), without `@`.
    public var nameRange: ByteRange

    public init(name: String, arguments: String?, range: ByteRange, nameRange: ByteRange) {
        self.name = name
        self.arguments = arguments
        self.range = range
        self.nameRange = nameRange
    }
}

extension Array where Element == AttributeFact {
    /// The first attribute called `name`, if any.
    public func named(_ name: String) -> AttributeFact? {
        first { $0.name == name }
    }

    /// Whether an attribute called `name` is present.
    public func contains(named name: String) -> Bool {
        contains { $0.name == name }
    }
}
