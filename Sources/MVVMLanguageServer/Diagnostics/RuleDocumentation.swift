/// Where each rule is documented: its section of the generated rule reference.
enum RuleDocumentation {
    /// The published rule reference (`Protocol/rules.md` in the repository).
    static let referenceURL = "\(ServerIdentity.repositoryURL)/blob/main/Protocol/rules.md"

    /// The rule's section, using the anchor GitHub derives from the heading `` `group/name` ``.
    static func url(forRule id: String) -> String {
        let anchor = id.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        return "\(referenceURL)#\(anchor)"
    }
}
