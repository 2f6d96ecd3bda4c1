import Mustache

extension TemplateContext {
    /// The object swift-mustache renders: a dictionary, which it reads as a Mustache context.
    var mustacheObject: [String: Any] {
        values.mapValues(\.mustacheObject)
    }
}

extension TemplateValue {
    /// Flags are `Bool`s and lists arrays, which swift-mustache treats as the spec says; text is
    /// a `MustacheText`, so that an empty text is false in a section.
    var mustacheObject: Any {
        switch self {
        case .text(let text): MustacheText(text: text)
        case .flag(let flag): flag
        case .list(let items): items.map(\.mustacheObject)
        }
    }
}

/// A text value for swift-mustache. The spec leaves truthiness to the host language; the
/// templates use `{{#conformances}}: {{conformances}}{{/conformances}}`, so an empty text is
/// false (as in JavaScript, where Mustache comes from), which swift-mustache allows through
/// `isNull`. A section over a non-empty text pushes it, with no variables of its own: names
/// inside are found in the enclosing scopes, and `{{.}}` is the text. swift-mustache's string
/// transforms apply (`{{uppercased(name)}}`, `lowercased`, `capitalized`, `reversed`, `empty`).
struct MustacheText: MustacheCustomRenderable, MustacheParent, MustacheTransformable {
    let text: String

    var renderText: String { text }
    var isNull: Bool { text.isEmpty }

    func child(named: String) -> Any? { nil }

    func transform(_ name: String) -> Any? {
        switch text.transform(name) {
        case let string as String: MustacheText(text: string)
        case let substring as Substring: MustacheText(text: String(substring))
        case let other: other
        }
    }
}
