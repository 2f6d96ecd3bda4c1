/// Every rule mvvm-lsp knows. A rule's file is named after its type, which is named after its
/// id (`mvvm/hardcoded-text` → `Rules/MVVM/HardcodedTextRule.swift`); the list, `rules`, is
/// generated from the rule files (`RuleRegistry+Rules.swift`, by `swift run mvvm-lsp-generate`).
public enum RuleRegistry {
    /// Every rule id.
    public static let ruleIDs: Set<String> = Set(rules.map(\.id))

    /// Every alias (see `RuleDescription.aliases`) and the id it stands for.
    public static let idsByAlias: [String: String] = Dictionary(
        rules.flatMap { rule in type(of: rule).description.aliases.map { ($0, rule.id) } },
        uniquingKeysWith: { first, _ in first })

    /// Every rule id and alias: what configuration, suppressions and rule filters accept.
    public static let acceptedIDs: Set<String> = ruleIDs.union(idsByAlias.keys)

    /// The rule id `idOrAlias` stands for: itself unless it is an alias.
    public static func canonicalID(_ idOrAlias: String) -> String {
        idsByAlias[idOrAlias] ?? idOrAlias
    }

    /// The rule with `id` (or an alias of it), if any.
    public static func rule(withID id: String) -> (any Rule)? {
        let canonical = canonicalID(id)
        return rules.first { $0.id == canonical }
    }

    /// The description of every rule.
    public static var descriptions: [RuleDescription] {
        rules.map { type(of: $0).description }
    }
}
