/// One case of an enum, e.g. `loaded(T)` of a `ViewState`.
public struct EnumCaseFact: Sendable, Hashable {
    public var name: String
    public var nameRange: ByteRange
    public var hasAssociatedValues: Bool
    /// The associated values' types as written (`[Character]` for `loaded([Character])`).
    public var associatedValueTypes: [String]

    public init(name: String, nameRange: ByteRange, hasAssociatedValues: Bool, associatedValueTypes: [String] = []) {
        self.name = name
        self.nameRange = nameRange
        self.hasAssociatedValues = hasAssociatedValues
        self.associatedValueTypes = associatedValueTypes
    }
}
