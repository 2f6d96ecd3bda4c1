import Foundation
import MVVMAnalyzerCore
import MVVMRules

/// What the cache knows of one root in one `check` run: the files' digests (and the texts read
/// to compute them), the digest of this run's setup, the last run's findings when they were
/// computed from the same inputs, and where to keep this run's findings.
final class CheckCacheState: Sendable {
    let cache: CheckCache
    let root: String
    let texts: CachedTexts
    /// The digest of the tool and the configuration texts: with every analysable file's path
    /// and text (the run's file table), all that the findings of a file depend on.
    let setup: ContentDigest
    /// The last run's findings, only when its setup was this one and its file table holds
    /// every file as it is now.
    private let previous: CachedFindings?

    /// How this run listed the root.
    let listing: RootListing

    /// Digests the `listing`'s files (`jobs` at a time), reading only those whose stamps
    /// changed since `last`, the last run's record of `root`; `progress` is told of each Swift file.
    init(
        cache: CheckCache, root: String, last: CachedFindings?, listing: RootListing, configuration: ConfigurationSet,
        jobs: Int, progress: (any CheckProgressObserver)?
    ) {
        self.cache = cache
        self.root = root
        self.listing = listing
        let texts = CachedTexts.read(listing.analysablePaths, known: last?.files, jobs: jobs, progress: progress)
        self.texts = texts
        var parts = ContentDigest.Parts()
        parts.append(ToolIdentity.current)
        for (path, text) in configuration.sourceTexts.sorted(by: { $0.key < $1.key }) {
            parts.append(path)
            parts.append(text)
        }
        setup = parts.digest
        // The files are compared with the last run's table itself, not through a digest of
        // them all: that digest hashed every path again (13 M of a run's 120 M instructions).
        previous = last?.setup == setup && texts.isAsKnown ? last : nil
    }

    /// The last run's findings of `paths`, if it linted every one of them from these inputs.
    func findings(of paths: [String]) -> [String: [MVVMRules.Finding]]? {
        guard let previous, paths.allSatisfy(previous.linted) else { return nil }
        return previous.findings
    }

    /// Keeps the stamps this run learnt with the last run's findings, when those were reused
    /// (files and folders that settled since the last run).
    func keepStampsOfReusedRun() {
        guard let previous else { return }
        // A run that read no file took every stamp from the last run's table.
        let files = texts.filesRead > 0 ? table(linting: []) : previous.files
        let listing = CachedRootListing(listing, table: files)
        guard files != previous.files || listing != previous.listing else { return }
        cache.save(
            CachedFindings(setup: setup, listing: listing, files: files, findings: previous.findings), root: root)
    }

    /// Keeps `findings` (by file) as this run's, with those of the last run from the same inputs.
    func keep(_ findings: [String: [MVVMRules.Finding]]) {
        let kept = (previous?.findings ?? [:]).merging(findings) { _, new in new }.filter { !$0.value.isEmpty }
        let files = table(linting: findings.keys)
        cache.save(
            CachedFindings(
                setup: setup, listing: CachedRootListing(listing, table: files), files: files, findings: kept),
            root: root)
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
