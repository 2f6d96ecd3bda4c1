import SwiftSyntax

/// One parsed Swift file of the workspace: its text, syntax tree, line table and facts.
public struct SourceFile: Sendable {
    public let path: String
    public let text: String
    public let tree: SourceFileSyntax
    public let lines: LineTable
    public let facts: FileFacts
    /// Why the file was analysed as empty (it is over `AnalysisLimits`), if it was.
    public let skippedReason: String?

    /// Parses `text` and collects its facts (one parse, one walk).
    public init(path: String, text: String) {
        self.path = path
        self.text = text
        (self.tree, self.skippedReason) = AnalysisLimits.parse(text)
        self.lines = LineTable(text)
        self.facts = SourceAnalyzer.facts(of: tree, path: path)
    }

    /// A file already parsed and walked; `facts` must come from walking `tree`
    /// (see `SourceAnalyzer.walk`), which lets a linter collect facts and run rules in one walk.
    public init(path: String, text: String, tree: SourceFileSyntax, lines: LineTable, facts: FileFacts,
                skippedReason: String? = nil) {
        self.skippedReason = skippedReason
        self.path = path
        self.text = text
        self.tree = tree
        self.lines = lines
        self.facts = facts
    }
}
