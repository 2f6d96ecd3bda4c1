/// One case of an enum, e.g. `loaded(T)` of a `ViewState`.
public struct EnumCaseFact: Sendable, Hashable {
    public var name: String
    public var nameRange: ByteRange
    public var hasAssociatedValues: Bool

    public init(name: String, nameRange: ByteRange, hasAssociatedValues: Bool) {
        self.name = name
        self.nameRange = nameRange
        self.hasAssociatedValues = hasAssociatedValues
    }
}
