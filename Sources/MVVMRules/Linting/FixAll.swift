import MVVMAnalyzerCore

/// Combines fixes for `source.fixAll`.
public enum FixAll {
    /// The edits of every preferred fix among `diagnostics` that only edits `path`, skipping a
    /// fix whose edits overlap one already taken; sorted by position. Each diagnostic
    /// contributes at most its first preferred fix.
    public static func replacements(for diagnostics: [Finding], path: String) -> [TextReplacement] {
        var taken: [TextReplacement] = []
        for diagnostic in diagnostics where diagnostic.path == path {
            guard let fix = diagnostic.fixes.first(where: \.isPreferred) else { continue }
            var edits: [TextReplacement] = []
            var editsOnlyThisFile = true
            for change in fix.changes {
                guard case .edit(let editedPath, let replacements) = change, editedPath == path else {
                    editsOnlyThisFile = false
                    break
                }
                edits += replacements
            }
            guard editsOnlyThisFile,
                !edits.contains(where: { edit in taken.contains { $0.range.overlaps(edit.range) } })
            else { continue }
            taken += edits
        }
        return taken.sorted { $0.range < $1.range }
    }
}
