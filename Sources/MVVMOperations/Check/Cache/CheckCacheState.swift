import Foundation
import MVVMAnalyzerCore
import MVVMRules

/// What the cache knows of one root in one `check` run: the files' digests (and the texts read
/// to compute them), the digest of this run's inputs, the last run's findings when they were
/// computed from the same inputs, and where to keep this run's findings.
final class CheckCacheState: Sendable {
    let cache: CheckCache
    let root: String
    let texts: CachedTexts
    /// The digest of the tool, the configuration texts and every analysable file's path and
    /// text digest: the findings of a file depend on nothing else.
    let inputs: ContentDigest
    /// The last run's findings, only when its inputs were these.
    private let previous: CachedFindings?

    /// Reads the last run's record of `root`, then digests `paths` (`jobs` at a time), reading
    /// only the files whose stamps changed since that record; `progress` is told of each Swift file.
    init(cache: CheckCache, root: String, configuration: ConfigurationSet, paths: [String], jobs: Int,
         progress: (any CheckProgressObserver)?) {
        self.cache = cache
        self.root = root
        let last = cache.findings(root: root)
        let texts = CachedTexts.read(paths, known: last?.files, jobs: jobs, progress: progress)
        self.texts = texts
        var parts = ContentDigest.Parts()
        parts.append(ToolIdentity.current)
        for (path, text) in configuration.sourceTexts.sorted(by: { $0.key < $1.key }) {
            parts.append(path)
            parts.append(text)
        }
        for (path, digest) in texts.orderedDigests {
            parts.append(path)
            parts.append(digest.hex)
        }
        inputs = parts.digest
        previous = last?.inputs == inputs ? last : nil
    }

    /// The last run's findings of `paths`, if it linted every one of them from these inputs.
    func findings(of paths: [String]) -> [String: [MVVMRules.Finding]]? {
        guard let previous, paths.allSatisfy(previous.linted) else { return nil }
        return previous.findings
    }

    /// Keeps the stamps this run learnt with the last run's findings, when those were reused
    /// (files that settled since the last run).
    func keepStampsOfReusedRun() {
        // A run that read no file took every stamp from the last run's table: nothing to learn.
        guard let previous, texts.filesRead > 0 else { return }
        let files = table(linting: [])
        guard files != previous.files else { return }
        cache.save(CachedFindings(inputs: inputs, files: files, findings: previous.findings), root: root)
    }

    /// Keeps `findings` (by file) as this run's, with those of the last run from the same inputs.
    func keep(_ findings: [String: [MVVMRules.Finding]]) {
        let kept = (previous?.findings ?? [:]).merging(findings) { _, new in new }.filter { !$0.value.isEmpty }
        cache.save(CachedFindings(inputs: inputs, files: table(linting: findings.keys), findings: kept), root: root)
    }

    /// This run's file table: the files the last run from the same inputs linted and `paths` are linted.
    private func table(linting paths: some Sequence<String>) -> CachedFileTable {
        var entries = texts.digests.mapValues { CachedFileTable.Entry(digest: $0, stamp: nil, linted: false) }
        for (path, stamped) in texts.stamped { entries[path]?.stamp = stamped.stamp }
        for (path, entry) in entries where previous?.linted(path) == true { entries[path] = Self.linted(entry) }
        for path in paths { entries[path].map { entries[path] = Self.linted($0) } }
        return CachedFileTable(entries: entries)
    }

    private static func linted(_ entry: CachedFileTable.Entry) -> CachedFileTable.Entry {
        var entry = entry
        entry.linted = true
        return entry
    }
}
