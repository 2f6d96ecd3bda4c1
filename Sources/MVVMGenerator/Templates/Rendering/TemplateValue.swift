/// A value a template variable takes when a template is rendered.
public enum TemplateValue: Sendable, Hashable {
    /// Inserted by `{{name}}` as it is; a section over it renders when it is not empty.
    case text(String)
    /// Decides whether `{{#name}}…{{/name}}` (true) or `{{^name}}…{{/name}}` (false) renders.
    case flag(Bool)
    /// `{{#name}}…{{/name}}` renders once per item, with the item's variables in scope.
    case list([TemplateContext])
}

/// The variables of one rendering scope: the whole template, or one item of a list.
public struct TemplateContext: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    public var values: [String: TemplateValue]

    public init(_ values: [String: TemplateValue]) {
        self.values = values
    }

    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.values = Dictionary(elements, uniquingKeysWith: { _, last in last })
    }

    public subscript(name: String) -> TemplateValue? {
        get { values[name] }
        set { values[name] = newValue }
    }

    /// This context with `other`'s values added (`other` wins on a clash).
    func merging(_ other: TemplateContext) -> TemplateContext {
        TemplateContext(values.merging(other.values) { _, new in new })
    }
}
