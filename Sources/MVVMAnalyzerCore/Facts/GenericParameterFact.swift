/// A generic parameter such as `ViewModel: FooViewModelContract`.
public struct GenericParameterFact: Sendable, Hashable {
    public var name: String
    /// The inline constraint's text, or one from the `where` clause; `nil` when unconstrained.
    public var constraint: String?

    public init(name: String, constraint: String?) {
        self.name = name
        self.constraint = constraint
    }
}
