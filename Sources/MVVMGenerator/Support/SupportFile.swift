/// What a helper template renders: one `SupportAPI` declaration, public when the views that
/// call it live in another module.
struct SupportFile: Sendable, Hashable {
    var api: SupportAPI
    var isPublic: Bool

    static let variables: [TemplateVariable] = [
        TemplateVariable(
            "accessModifier", .text, "`public ` when the helper lies in another module than the views, else empty")
    ]

    var context: TemplateContext {
        ["accessModifier": .text(isPublic ? "public " : "")]
    }
}
