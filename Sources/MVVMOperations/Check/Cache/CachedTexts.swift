import MVVMAnalyzerCore

/// The digest of every analysable file of a root, and the texts read to compute them: what a
/// cached `check` compares with the cache, then parses only where needed.
///
/// A file whose stamp is the one the last run recorded with its digest is not read: its digest
/// is taken from the record (git's index does the same). A stamp is recorded only when it was
/// taken long enough after the file's last write that a later write must change it
/// (`FileStamp.isRacy`); a file written moments before is read every time until it settles.
struct CachedTexts: Sendable {
    /// The texts read by this run and not yet asked for (files whose stamps matched are read
    /// only when asked for). Each is handed out once: the snapshot keeps the file's bytes, and
    /// keeping a second copy of every text until the run ends cost a third of its peak memory.
    private let texts: Locked<[String: Result<String, UnreadablePath>]>
    /// How many files this run read (the others' stamps were unchanged).
    let filesRead: Int
    /// The digest of each readable file's text.
    let digests: [String: ContentDigest]
    /// The Swift files that could be read, sorted.
    let readableSwiftPaths: [String]
    /// The digest of each file whose stamp can be trusted next time, with that stamp.
    let stamped: [String: StampedDigest]
    /// The files that could not be read.
    let unreadable: [UnreadablePath]
    /// Whether the readable files and their digests are exactly those of the table `read` was
    /// given (no file added, gone or changed since that run).
    let isAsKnown: Bool

    /// Stamps `paths` (sorted; `jobs` at a time) and reads those whose stamp is not the one `known`
    /// (the last run's table) trusts; `progress` is told of each Swift file.
    static func read(
        _ paths: [String], known: CachedFileTable?, jobs: Int,
        progress: (any CheckProgressObserver)?
    ) -> CachedTexts {
        let time = FileStamp.now()
        let results = ParallelMap.map(paths, jobs: jobs) { path -> FileReading in
            if path.hasSuffix(".swift") { progress?.advance() }
            // Stamped before it is read: a write during the read shows as a new stamp next time.
            let stamp = FileStamp(path: path)
            let record = known?.entries[path]
            if let stamp, let record, record.stamp == stamp {
                return FileReading(text: nil, digest: record.digest, stamp: stamp, isAsKnown: true)
            }
            let text = SourceText.contents(of: path)
            let digest = (try? text.get()).map { ContentDigest(of: $0) }
            return FileReading(
                text: text, digest: digest, stamp: stamp, isAsKnown: digest != nil && digest == record?.digest)
        }
        var texts: [String: Result<String, UnreadablePath>] = [:]
        var digests: [String: ContentDigest] = [:]
        digests.reserveCapacity(paths.count)
        var readableSwiftPaths: [String] = []
        readableSwiftPaths.reserveCapacity(paths.count)
        var stamped: [String: StampedDigest] = [:]
        var unreadable: [UnreadablePath] = []
        var filesAsKnown = 0
        for (path, reading) in zip(paths, results) {
            if reading.isAsKnown { filesAsKnown += 1 }
            if let text = reading.text {
                texts[path] = text
                if case .failure(let problem) = text { unreadable.append(problem) }
            }
            guard let digest = reading.digest else { continue }
            digests[path] = digest
            if path.hasSuffix(".swift") { readableSwiftPaths.append(path) }
            if let stamp = reading.stamp, !stamp.isRacy(takenAt: time) {
                stamped[path] = StampedDigest(stamp: stamp, digest: digest)
            }
        }
        let isAsKnown = known.map { filesAsKnown == digests.count && digests.count == $0.entries.count } ?? false
        return CachedTexts(
            texts: Locked(texts), filesRead: texts.count, digests: digests,
            readableSwiftPaths: readableSwiftPaths, stamped: stamped, unreadable: unreadable,
            isAsKnown: isAsKnown)
    }

    /// The text of `path`: as this run read it the first time it is asked for, else read now (a
    /// path not listed is unreadable).
    func text(of path: String) -> Result<String, UnreadablePath> {
        if let text = texts.withLock({ $0.removeValue(forKey: path) }) { return text }
        guard digests[path] != nil else { return .failure(UnreadablePath(path: path, reason: "not listed")) }
        return SourceText.contents(of: path)
    }
}

/// A file's digest and the stamp it had when its text was read.
struct StampedDigest: Sendable, Hashable {
    var stamp: FileStamp
    var digest: ContentDigest
}

/// What was learnt of one file: its text when it was read, its digest when it could be had.
private struct FileReading: Sendable {
    var text: Result<String, UnreadablePath>?
    var digest: ContentDigest?
    var stamp: FileStamp?
    /// Whether the digest is the one the last run's table holds for the file.
    var isAsKnown: Bool
}
