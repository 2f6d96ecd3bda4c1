import MVVMAnalyzerCore

/// What a rule knows while checking one file: where, under which convention and settings,
/// and the rest of the workspace. Creates the rule's diagnostics. A class, so handing it to a
/// rule for every visited node copies nothing.
public final class RuleContext: Sendable {
    public let ruleID: String
    public let severity: Severity
    public let convention: Convention
    /// Rule-specific options from the configuration (`rules: { id: { option: value } }`).
    public let options: [String: YAMLValue]
    public let path: String
    public let lines: LineTable
    /// The workspace; during the walk it may still hold the previous version of this file.
    public let workspace: WorkspaceSnapshot
    /// The locales localization rules check (the configuration's `locales`).
    public let locales: [String]

    public init(
        ruleID: String, severity: Severity, convention: Convention, options: [String: YAMLValue],
        path: String, lines: LineTable, workspace: WorkspaceSnapshot, locales: [String] = ["en"]
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.convention = convention
        self.options = options
        self.path = path
        self.lines = lines
        self.workspace = workspace
        self.locales = locales
    }

    /// A diagnostic of this rule in this file.
    public func diagnostic(
        _ message: String, at range: ByteRange, related: [RelatedLocation] = [],
        tags: Set<FindingTag> = [], fixes: [Fix] = []
    ) -> Finding {
        Finding(
            ruleID: ruleID, severity: severity, message: message, path: path, range: range,
            relatedLocations: related, tags: tags, fixes: fixes
        )
    }

    /// A fix that edits only this file.
    public func fix(_ title: String, isPreferred: Bool, _ replacements: [TextReplacement]) -> Fix {
        Fix(title: title, isPreferred: isPreferred, changes: [.edit(path: path, replacements: replacements)])
    }

    /// The source text of `range` in this file.
    public func text(in range: ByteRange) -> String {
        lines.text(in: range)
    }
}
