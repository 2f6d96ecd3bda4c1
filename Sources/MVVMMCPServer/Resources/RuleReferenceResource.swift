import MCP
import MVVMRules

/// The rule reference (`Protocol/rules.md`, generated from the rules): every rule with its
/// severities, rationale, examples and corrections.
enum RuleReferenceResource {
    static let uri = "mvvm-lsp://rules"

    static let resource = Resource(
        name: "rules", uri: uri, title: "Rule reference",
        description: """
            Every rule of the MVVM checker: id, default severity per convention, what it reports, \
            why, triggering and non-triggering examples, and what its fix changes (Markdown).
            """,
        mimeType: "text/markdown")

    static func read() -> Resource.Content {
        .text(RuleReference.markdown(), uri: uri, mimeType: "text/markdown")
    }
}
