/// Where each rule is documented: its section of the generated rule reference.
public enum RuleDocumentation {
    /// The project's home.
    public static let repositoryURL = "https://github.com/mvvm-lsp/mvvm-lsp"
    /// The published rule reference (`Protocol/rules.md` in the repository).
    public static let referenceURL = "\(repositoryURL)/blob/main/Protocol/rules.md"

    /// The rule's section, using the anchor GitHub derives from the heading `` `group/name` ``.
    public static func url(forRule id: String) -> String {
        let anchor = id.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        return "\(referenceURL)#\(anchor)"
    }
}
