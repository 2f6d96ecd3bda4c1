import MVVMAnalyzerCore

/// A quick fix for a diagnostic.
public struct Fix: Sendable, Hashable, Codable {
    public var title: String
    /// Whether the fix is safe to apply without looking (used by fix-all).
    public var isPreferred: Bool
    public var changes: [WorkspaceChange]

    public init(title: String, isPreferred: Bool, changes: [WorkspaceChange]) {
        self.title = title
        self.isPreferred = isPreferred
        self.changes = changes
    }
}

/// One change to the workspace a fix makes.
public enum WorkspaceChange: Sendable, Hashable, Codable {
    /// Replace text in an existing file; the replacements do not overlap.
    case edit(path: String, replacements: [TextReplacement])
    /// Create a file with the given contents.
    case create(path: String, contents: String)
    /// Rename or move a file.
    case rename(from: String, to: String)
}

/// Replace the bytes of `range` with `newText` (an empty range inserts).
public struct TextReplacement: Sendable, Hashable, Codable {
    public var range: ByteRange
    public var newText: String

    public init(range: ByteRange, newText: String) {
        self.range = range
        self.newText = newText
    }
}

extension TextReplacement {
    /// Applies non-overlapping `replacements` to `text`.
    public static func apply(_ replacements: [TextReplacement], to text: String) -> String {
        var bytes = Array(text.utf8)
        for replacement in replacements.sorted(by: { $0.range.start > $1.range.start }) {
            let start = min(replacement.range.start, bytes.count)
            let end = min(max(start, replacement.range.end), bytes.count)
            bytes.replaceSubrange(start..<end, with: Array(replacement.newText.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
