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
    /// Whether this run has file stamps the cache lacks (files that settled since the last run).
    private let learntStamps: Bool

    /// Reads the last run's record of `root`, then digests `paths` (`jobs` at a time), reading
    /// only the files whose stamps changed since that record; `progress` is told of each Swift file.
    init(cache: CheckCache, root: String, configuration: ConfigurationSet, paths: [String], jobs: Int,
         progress: (any CheckProgressObserver)?) {
        self.cache = cache
        self.root = root
        let last = cache.findings(root: root)
        let texts = CachedTexts.read(paths, known: last?.stamps ?? [:], jobs: jobs, progress: progress)
        self.texts = texts
        var parts = [ToolIdentity.current]
        for (path, text) in configuration.sourceTexts.sorted(by: { $0.key < $1.key }) { parts += [path, text] }
        for (path, digest) in texts.digests.sorted(by: { $0.key < $1.key }) { parts += [path, digest.hex] }
        inputs = ContentDigest(ofParts: parts)
        previous = last?.inputs == inputs ? last : nil
        learntStamps = last?.stamps != texts.stamped
    }

    /// The last run's findings of `paths`, if it linted every one of them from these inputs.
    func findings(of paths: [String]) -> [String: [MVVMRules.Finding]]? {
        guard let previous, paths.allSatisfy({ previous.files[$0] != nil }) else { return nil }
        return previous.files
    }

    /// Keeps the stamps this run learnt with the last run's findings, when those were reused.
    func keepStampsOfReusedRun() {
        guard let previous, learntStamps else { return }
        cache.save(CachedFindings(inputs: inputs, files: previous.files, stamps: texts.stamped), root: root)
    }

    /// Keeps `findings` (by file) as this run's, with those of the last run from the same inputs.
    func keep(_ findings: [String: [MVVMRules.Finding]]) {
        let files = (previous?.files ?? [:]).merging(findings) { _, new in new }
        cache.save(CachedFindings(inputs: inputs, files: files, stamps: texts.stamped), root: root)
    }
}
