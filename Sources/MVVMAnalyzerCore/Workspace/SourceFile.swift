import SwiftParser
import SwiftSyntax

/// One parsed Swift file of the workspace: its text, syntax tree, line table and facts.
///
/// A file may be stored without its tree (`withoutTree()`, to keep a large workspace small);
/// `tree` then reparses the text on every access, so code that reads the tree repeatedly asks
/// `withTree()` once first.
public struct SourceFile: Sendable {
    public let path: String
    public let text: String
    public let lines: LineTable
    public let facts: FileFacts
    private let storedTree: SourceFileSyntax?
    /// How far the parser looked ahead for each node; present when the tree was parsed for
    /// incremental reparsing (`updated(text:edits:)`).
    private let lookaheadRanges: LookaheadRanges?

    /// Parses `text` and collects its facts (one parse, one walk).
    public init(path: String, text: String) {
        let tree = SourceAnalyzer.parse(text)
        let lines = LineTable(text)
        self.init(path: path, text: text, tree: tree, lines: lines,
                  facts: SourceAnalyzer.facts(of: tree, path: path, source: lines.bytes))
    }

    /// A file already parsed and walked; `facts` must come from walking `tree`
    /// (see `SourceAnalyzer.walk`), which lets a linter collect facts and run rules in one walk.
    public init(path: String, text: String, tree: SourceFileSyntax, lines: LineTable, facts: FileFacts) {
        self.init(path: path, text: text, tree: tree, lookaheadRanges: nil, lines: lines, facts: facts)
    }

    private init(path: String, text: String, tree: SourceFileSyntax?, lookaheadRanges: LookaheadRanges?,
                 lines: LineTable, facts: FileFacts) {
        self.path = path
        self.text = text
        self.storedTree = tree
        self.lookaheadRanges = lookaheadRanges
        self.lines = lines
        self.facts = facts
    }

    /// The syntax tree (reparsed from `text` when the file is stored without it).
    public var tree: SourceFileSyntax {
        storedTree ?? SourceAnalyzer.parse(text)
    }

    /// Whether the tree is kept (rather than reparsed on access).
    public var hasTree: Bool { storedTree != nil }

    /// This file with its tree kept in memory.
    public func withTree() -> SourceFile {
        hasTree ? self : SourceFile(path: path, text: text, tree: tree, lookaheadRanges: nil, lines: lines, facts: facts)
    }

    /// This file without its tree: facts, text and line table only.
    public func withoutTree() -> SourceFile {
        SourceFile(path: path, text: text, tree: nil, lookaheadRanges: nil, lines: lines, facts: facts)
    }

    /// The file after `edits` (UTF-8 ranges, applied in order) turned its text into `text`.
    /// Reparses incrementally, reusing the unchanged nodes of this file's tree, when this file
    /// was itself parsed that way; the result always can be.
    public func updated(text: String, edits: [ByteEdit]) -> SourceFile {
        var transition: IncrementalParseTransition?
        if let storedTree, let lookaheadRanges, !edits.isEmpty {
            let sourceEdits = edits.map { edit in
                SourceEdit(range: AbsolutePosition(utf8Offset: edit.range.start)..<AbsolutePosition(utf8Offset: edit.range.end),
                           replacement: edit.replacement)
            }
            transition = IncrementalParseTransition(
                previousIncrementalParseResult: IncrementalParseResult(tree: storedTree, lookaheadRanges: lookaheadRanges),
                edits: ConcurrentEdits(fromSequential: sourceEdits))
        }
        return SourceFile(incrementallyParsing: text, path: path, transition: transition)
    }

    /// Parses `text` keeping what an incremental reparse needs.
    public init(incrementallyParsing text: String, path: String, transition: IncrementalParseTransition? = nil) {
        let result = Parser.parseIncrementally(source: text, parseTransition: transition)
        let lines = LineTable(text)
        self.init(path: path, text: text, tree: result.tree, lookaheadRanges: result.lookaheadRanges,
                  lines: lines, facts: SourceAnalyzer.facts(of: result.tree, path: path, source: lines.bytes))
    }
}
