/// A scaffold choice named by a word: `--kind form`, `"hosting": "client"`, `scaffold: convention:
/// plain`. The command line, the editor's commands and the MCP tool parse their words into
/// choices with `init(parsing:)`; the configuration's words are parsed the same way.
public protocol ScaffoldChoice: RawRepresentable<String>, CaseIterable, Sendable {
    /// What the word chooses, as messages name it: `kind`, `FOSMVVM version`.
    static var role: String { get }
}

extension ScaffoldChoice {
    /// The choice `word` names; any other word is refused, listing every choice.
    public init(parsing word: String) throws(ScaffoldError) {
        guard let choice = Self(rawValue: word) else {
            throw .unknownChoice(role: Self.role, value: word, choices: Self.allCases.map(\.rawValue))
        }
        self = choice
    }

    /// The choice `word` names, none without a word; any other word is refused.
    public static func parse(_ word: String?) throws(ScaffoldError) -> Self? {
        try word.map { word throws(ScaffoldError) in try Self(parsing: word) }
    }
}

extension ScaffoldConvention: ScaffoldChoice {
    public static let role = "convention"
}

extension ViewKind: ScaffoldChoice {
    public static let role = "kind"
}

extension Hosting: ScaffoldChoice {
    public static let role = "hosting"
}

extension FOSMVVMVersion: ScaffoldChoice {
    public static let role = "FOSMVVM version"
}

extension RequestVerb: ScaffoldChoice {
    public static let role = "verb"
}
