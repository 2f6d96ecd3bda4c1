import Foundation
import MVVMAnalyzerCore
import MVVMRules

/// What the cache knows of one root in one `check` run: the files' texts and digests, the
/// digest of this run's inputs, the last run's findings when they were computed from the same
/// inputs, and where to keep this run's findings.
final class CheckCacheState: Sendable {
    let cache: CheckCache
    let root: String
    let texts: CachedTexts
    /// The digest of the tool, the configuration texts and every analysable file's path and
    /// text digest: the findings of a file depend on nothing else.
    let inputs: ContentDigest
    /// The last run's findings, only when its inputs were these.
    private let previous: CachedFindings?

    init(cache: CheckCache, root: String, configuration: ConfigurationSet, texts: CachedTexts) {
        self.cache = cache
        self.root = root
        self.texts = texts
        var parts = [ToolIdentity.current]
        for (path, text) in configuration.sourceTexts.sorted(by: { $0.key < $1.key }) { parts += [path, text] }
        for (path, digest) in texts.digests.sorted(by: { $0.key < $1.key }) { parts += [path, digest.hex] }
        inputs = ContentDigest(ofParts: parts)
        let last = cache.findings(root: root)
        previous = last?.inputs == inputs ? last : nil
    }

    /// The last run's findings of `paths`, if it linted every one of them from these inputs.
    func findings(of paths: [String]) -> [String: [MVVMRules.Finding]]? {
        guard let previous, paths.allSatisfy({ previous.files[$0] != nil }) else { return nil }
        return previous.files
    }

    /// Keeps `findings` (by file) as this run's, with those of the last run from the same inputs.
    func keep(_ findings: [String: [MVVMRules.Finding]]) {
        let files = (previous?.files ?? [:]).merging(findings) { _, new in new }
        cache.save(CachedFindings(inputs: inputs, files: files), root: root)
    }
}
