/// An expression recorded as a fact, e.g. a property's initializer `FooViewModel()`.
public struct ExpressionFact: Sendable, Hashable {
    /// The expression's source text, trimmed.
    public var text: String
    public var range: ByteRange
    /// The type this expression creates when it is an initializer call: `Foo` for `Foo()`,
    /// `Foo(x: 1)`, `Foo.init()` and `Foo<Bar>()`; `nil` for anything else (`Foo.shared`,
    /// literals, implicit `.init()`).
    public var createdTypeName: String?

    public init(text: String, range: ByteRange, createdTypeName: String?) {
        self.text = text
        self.range = range
        self.createdTypeName = createdTypeName
    }

    /// Whether the expression is a call that creates a new instance (`X()`, `X.init()`, `.init()`).
    public var isInstanceCreation: Bool {
        createdTypeName != nil || text.hasPrefix(".init(")
    }
}
