import Foundation
import MVVMAnalyzerCore
import MVVMRules

/// What the cache knows of one root in one `check` run: the digest of this run's inputs, the
/// last run's findings when they were computed from the same inputs, and where to keep this
/// run's.
struct CheckCacheState: Sendable {
    let cache: CheckCache
    let root: String
    /// The digest of the tool, the configuration texts and every analysable file's path and
    /// text digest: the findings of a file depend on nothing else.
    let inputs: ContentDigest
    /// The last run's findings, only when its inputs were these.
    private let previous: CachedFindings?
    /// How many Swift files' facts came from the cache.
    let reusedFacts: Int

    /// The state of `root`, read into `snapshot` from `paths` (`swiftDigests`: the digest of
    /// each Swift file's text). Keeps the snapshot's facts in the cache unless every file's
    /// came from there (`allFactsReused`) and no file was removed since.
    init(cache: CheckCache, root: String, configuration: ConfigurationSet, snapshot: WorkspaceSnapshot, paths: [String],
         swiftDigests: [String: ContentDigest], knownFacts: CachedFacts?, reusedFacts: Int) {
        self.cache = cache
        self.root = root
        self.reusedFacts = reusedFacts
        var parts = [ToolIdentity.current]
        for (path, text) in configuration.sourceTexts.sorted(by: { $0.key < $1.key }) { parts += [path, text] }
        for path in paths.sorted() {
            if let digest = swiftDigests[path] {
                parts += [path, digest.hex]
            } else if !path.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: path) {
                parts += [path, ContentDigest(of: data).hex]  // localization YAML
            }
        }
        inputs = ContentDigest(ofParts: parts)
        let last = cache.findings(root: root)
        previous = last?.inputs == inputs ? last : nil
        if reusedFacts < snapshot.sourceFiles.count || knownFacts?.files.count != snapshot.sourceFiles.count {
            var files: [String: CachedFacts.File] = [:]
            for (path, file) in snapshot.sourceFiles {
                guard let digest = swiftDigests[path] else { continue }
                files[path] = CachedFacts.File(digest: digest, facts: file.facts, skippedReason: file.skippedReason)
            }
            cache.save(CachedFacts(files: files), root: root)
        }
    }

    /// The last run's findings of `paths`, if it linted every one of them from these inputs.
    func findings(of paths: [String]) -> [String: [MVVMRules.Diagnostic]]? {
        guard let previous, paths.allSatisfy({ previous.files[$0] != nil }) else { return nil }
        return previous.files
    }

    /// Keeps `findings` (by file) as this run's, with those of the last run from the same inputs.
    func keep(_ findings: [String: [MVVMRules.Diagnostic]]) {
        let files = (previous?.files ?? [:]).merging(findings) { _, new in new }
        cache.save(CachedFindings(inputs: inputs, files: files), root: root)
    }
}
