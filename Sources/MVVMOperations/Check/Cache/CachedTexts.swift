import MVVMAnalyzerCore

/// The text of every analysable file of a root, read once, with its digest: what a cached
/// `check` compares with the cache, then parses only where needed.
struct CachedTexts: Sendable {
    private let texts: [String: Result<String, UnreadablePath>]
    /// The digest of each readable file's text.
    let digests: [String: ContentDigest]

    /// Reads `paths` (`jobs` at a time); `progress` is told of each Swift file.
    static func read(_ paths: [String], jobs: Int, progress: (any CheckProgressObserver)?) -> CachedTexts {
        let read = ParallelMap.map(paths, jobs: jobs) { path -> (Result<String, UnreadablePath>, ContentDigest?) in
            if path.hasSuffix(".swift") { progress?.advance() }
            let text = SourceText.contents(of: path)
            return (text, (try? text.get()).map { ContentDigest(of: $0) })
        }
        var texts: [String: Result<String, UnreadablePath>] = [:]
        var digests: [String: ContentDigest] = [:]
        for (path, (text, digest)) in zip(paths, read) {
            texts[path] = text
            digests[path] = digest
        }
        return CachedTexts(texts: texts, digests: digests)
    }

    /// The text of `path` as it was read (a path not listed is unreadable).
    func text(of path: String) -> Result<String, UnreadablePath> {
        texts[path] ?? .failure(UnreadablePath(path: path, reason: "not listed"))
    }

    /// The Swift files that could be read, sorted.
    var readableSwiftPaths: [String] {
        digests.keys.filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// The files that could not be read.
    var unreadable: [UnreadablePath] {
        texts.values.compactMap { result in
            if case .failure(let problem) = result { return problem }
            return nil
        }
    }
}
