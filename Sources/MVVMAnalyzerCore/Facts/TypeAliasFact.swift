/// A `typealias` declaration, e.g. `typealias FooViewModelType = StateStoreViewModel<…>`.
public struct TypeAliasFact: Sendable, Hashable {
    public var name: String
    public var nameRange: ByteRange
    /// The aliased type as written.
    public var target: String

    public init(name: String, nameRange: ByteRange, target: String) {
        self.name = name
        self.nameRange = nameRange
        self.target = target
    }
}
