/// Decides which findings a baseline hides. Feed it the findings of a file in source order;
/// each entry hides at most `count` findings with its file, rule and line text. A file the
/// baseline does not name, whose findings match entries of files that no longer exist, is
/// taken as renamed or moved: those entries hide its findings too (and count as stale).
public struct BaselineMatcher: Sendable {
    private var remaining: [Key: Int] = [:]
    private var namedFiles: Set<String> = []
    /// Remaining counts of entries whose file is gone, by rule and line text.
    private var orphaned: [OrphanKey: [Key]] = [:]
    private var usedUnderNewPath: Set<Key> = []
    private let entriesByKey: [Key: Baseline.Entry]

    private struct Key: Hashable { var path: String; var rule: String; var line: String }
    private struct OrphanKey: Hashable { var rule: String; var line: String }

    /// A matcher for `baseline`, stored in `folder`; `fileExists` tells which named files remain.
    public init(_ baseline: Baseline, folder: String, fileExists: (String) -> Bool) {
        var entriesByKey: [Key: Baseline.Entry] = [:]
        for entry in baseline.findings {
            let key = Key(path: Baseline.absolutePath(entry.file, in: folder), rule: entry.rule, line: entry.line)
            remaining[key, default: 0] += entry.count
            entriesByKey[key] = entry
            namedFiles.insert(key.path)
        }
        self.entriesByKey = entriesByKey
        for path in namedFiles where !fileExists(path) {
            for key in remaining.keys where key.path == path {
                orphaned[OrphanKey(rule: key.rule, line: key.line), default: []].append(key)
            }
        }
        orphaned = orphaned.mapValues { $0.sorted { $0.path < $1.path } }
    }

    /// Whether the baseline hides `finding`; uses up one of its entry's count when it does.
    public mutating func hides(_ finding: BaselineEntry) -> Bool {
        let key = Key(path: finding.path, rule: finding.rule, line: finding.lineText)
        if let count = remaining[key], count > 0 {
            remaining[key] = count - 1
            return true
        }
        guard !namedFiles.contains(finding.path),
            let candidates = orphaned[OrphanKey(rule: finding.rule, line: finding.lineText)]
        else { return false }
        for candidate in candidates where remaining[candidate, default: 0] > 0 {
            remaining[candidate]! -= 1
            usedUnderNewPath.insert(candidate)
            return true
        }
        return false
    }

    /// Entries the findings no longer match, in full or in part, or matched only under a new
    /// path, limited to files `isJudged` accepts (those linted by the run, and removed files).
    public func staleEntries(judging isJudged: (String) -> Bool) -> [Baseline.Entry] {
        entriesByKey.compactMap { key, entry -> Baseline.Entry? in
            guard isJudged(key.path) else { return nil }
            let unmatched = remaining[key, default: 0]
            guard unmatched > 0 || usedUnderNewPath.contains(key) else { return nil }
            var stale = entry
            stale.count = unmatched > 0 ? unmatched : entry.count
            return stale
        }.sorted()
    }
}
