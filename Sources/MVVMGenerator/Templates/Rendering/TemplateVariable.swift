/// A variable a template receives, documented in the `TemplateCatalog` and checked in every
/// template (built-in or user) before it renders.
public struct TemplateVariable: Sendable, Hashable {
    public indirect enum Kind: Sendable, Hashable {
        case text
        case flag
        /// A list whose items carry these variables (the enclosing ones stay visible).
        case list([TemplateVariable])
    }

    public var name: String
    public var kind: Kind
    public var summary: String

    public init(_ name: String, _ kind: Kind, _ summary: String) {
        self.name = name
        self.kind = kind
        self.summary = summary
    }
}
