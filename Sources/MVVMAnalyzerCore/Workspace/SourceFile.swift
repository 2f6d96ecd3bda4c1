import SwiftParser
import SwiftSyntax

/// One parsed Swift file of the workspace: its text, syntax tree, line table and facts.
///
/// A file may be stored without its tree (`withoutTree()`, to keep a large workspace small);
/// `tree` then reparses the text on every access, so code that reads the tree repeatedly asks
/// `withTree()` once first.
public struct SourceFile: Sendable {
    public let path: String
    /// The text, decoded from `lines.bytes` on each access: a file keeps one copy of its
    /// text, as UTF-8 bytes (a workspace of 10,000 files would otherwise hold two).
    public var text: String { String(decoding: lines.bytes, as: UTF8.self) }
    public let lines: LineTable
    public let facts: FileFacts
    /// What the file shows of a convention (derived from `facts` when the file is made, which
    /// a parallel load does off the thread that builds the snapshot).
    public let conventionEvidence: ConventionEvidence
    /// The identifiers the text contains (see `WorkspaceSnapshot.files(naming:)`).
    public let identifiers: IdentifierDigest
    /// Why the file was analysed as empty (it is over `AnalysisLimits`), if it was.
    public let skippedReason: AnalysisLimitProblem?
    private let storedTree: SourceFileSyntax?
    /// How far the parser looked ahead for each node; present when the tree was parsed for
    /// incremental reparsing (`updated(text:edits:)`).
    private let lookaheadRanges: LookaheadRanges?

    /// Parses `text` (an empty file when it is over `AnalysisLimits`) and collects its facts.
    public init(path: String, text: String) {
        let (tree, skippedReason) = AnalysisLimits.parse(text)
        let bytes = Array(text.utf8)
        let scan = SourceScan(bytes)
        let lines = LineTable(utf8: bytes, lineStarts: scan.lineStarts)
        self.init(
            path: path, tree: tree, lookaheadRanges: nil, lines: lines,
            facts: SourceAnalyzer.facts(of: tree, path: path, markers: scan.markers), skippedReason: skippedReason,
            identifiers: scan.identifiers)
    }

    /// A file already parsed and walked; `tree` must be the parse of `lines.bytes` and `facts`
    /// come from walking it (see `SourceAnalyzer.walk`), which lets a linter collect facts and
    /// run rules in one walk.
    public init(
        path: String, tree: SourceFileSyntax, lines: LineTable, facts: FileFacts,
        skippedReason: AnalysisLimitProblem? = nil
    ) {
        self.init(
            path: path, tree: tree, lookaheadRanges: nil, lines: lines, facts: facts,
            skippedReason: skippedReason)
    }

    private init(
        path: String, tree: SourceFileSyntax?, lookaheadRanges: LookaheadRanges?,
        lines: LineTable, facts: FileFacts, skippedReason: AnalysisLimitProblem?, identifiers: IdentifierDigest? = nil,
        conventionEvidence: ConventionEvidence? = nil
    ) {
        self.skippedReason = skippedReason
        self.path = path
        self.storedTree = tree
        self.lookaheadRanges = lookaheadRanges
        self.lines = lines
        self.facts = facts
        self.conventionEvidence = conventionEvidence ?? ConventionEvidence(facts)
        self.identifiers = identifiers ?? IdentifierDigest(lines.bytes)
    }

    /// The syntax tree (reparsed from `text` when the file is stored without it).
    public var tree: SourceFileSyntax {
        storedTree ?? SourceAnalyzer.parse(text)
    }

    /// Whether the tree is kept (rather than reparsed on access).
    public var hasTree: Bool { storedTree != nil }

    /// This file with its tree kept in memory.
    public func withTree() -> SourceFile {
        hasTree
            ? self
            : SourceFile(
                path: path, tree: tree, lookaheadRanges: nil, lines: lines, facts: facts,
                skippedReason: skippedReason, identifiers: identifiers,
                conventionEvidence: conventionEvidence)
    }

    /// This file without its tree: facts, text and line table only.
    public func withoutTree() -> SourceFile {
        SourceFile(
            path: path, tree: nil, lookaheadRanges: nil, lines: lines, facts: facts,
            skippedReason: skippedReason, identifiers: identifiers, conventionEvidence: conventionEvidence)
    }

    /// The file after `edits` (UTF-8 ranges, applied in order) turned its text into `text`.
    /// Reparses incrementally, reusing the unchanged nodes of this file's tree, when this file
    /// was itself parsed that way; the result always can be.
    public func updated(text: String, edits: [ByteEdit]) -> SourceFile {
        var transition: IncrementalParseTransition?
        if let storedTree, let lookaheadRanges, !edits.isEmpty {
            let sourceEdits = edits.map { edit in
                SourceEdit(
                    range: AbsolutePosition(
                        utf8Offset: edit.range.start)..<AbsolutePosition(utf8Offset: edit.range.end),
                    replacement: edit.replacement)
            }
            transition = IncrementalParseTransition(
                previousIncrementalParseResult: IncrementalParseResult(
                    tree: storedTree, lookaheadRanges: lookaheadRanges),
                edits: ConcurrentEdits(fromSequential: sourceEdits))
        }
        return SourceFile(incrementallyParsing: text, path: path, transition: transition)
    }

    /// Parses `text` keeping what an incremental reparse needs (an empty file, not kept for
    /// reparsing, when `text` is over `AnalysisLimits`).
    public init(incrementallyParsing text: String, path: String, transition: IncrementalParseTransition? = nil) {
        let bytes = Array(text.utf8)
        let scan = SourceScan(bytes)
        let lines = LineTable(utf8: bytes, lineStarts: scan.lineStarts)
        var problem = AnalysisLimits.problem(inText: text)
        let result = problem == nil ? Parser.parseIncrementally(source: text, parseTransition: transition) : nil
        if let tree = result?.tree, AnalysisLimits.isDeeper(tree, than: AnalysisLimits.maximumTreeDepth) {
            problem = .treeTooDeep
        }
        guard let result, problem == nil else {
            let empty = Parser.parse(source: "")
            self.init(
                path: path, tree: empty, lookaheadRanges: nil, lines: lines,
                facts: SourceAnalyzer.facts(of: empty, path: path, source: []), skippedReason: problem,
                identifiers: scan.identifiers)
            return
        }
        self.init(
            path: path, tree: result.tree, lookaheadRanges: result.lookaheadRanges,
            lines: lines, facts: SourceAnalyzer.facts(of: result.tree, path: path, markers: scan.markers),
            skippedReason: nil, identifiers: scan.identifiers)
    }
}
