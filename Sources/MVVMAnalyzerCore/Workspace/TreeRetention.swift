/// Which syntax trees a snapshot loaded from disk keeps. A tree takes many times the memory
/// of its text (about 16 KB plus 30 bytes per byte of source); a file without one keeps its
/// facts, text and line table, and is reparsed when its tree is needed.
public enum TreeRetention: Sendable, Hashable {
    /// Every tree: fastest to lint, memory grows with the workspace.
    case all
    /// No tree: the smallest snapshot (the language server's index).
    case none
    /// Trees while their estimated memory stays within `bytes`; the files beyond keep none.
    /// Memory stays bounded, and a workspace that fits lints as fast as with `.all`.
    case withinBudget(bytes: Int)

    /// The estimated memory of the syntax tree of a file of `sourceBytes` UTF-8 bytes.
    static func estimatedTreeBytes(sourceBytes: Int) -> Int {
        16 * 1024 + 30 * sourceBytes
    }
}
