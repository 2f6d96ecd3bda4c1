import Foundation
import MVVMAnalyzerCore
import MVVMRules

/// One workspace root as read from disk: its configuration, its files' facts, and which of its
/// files are selected to lint. `CheckRun` loads one per root; the MCP server keeps one warm
/// between calls and answers its navigation tools from it too.
public struct DiskWorkspace: Sendable {
    /// The estimated memory of the syntax trees kept from reading to linting, for a workspace of
    /// `swiftFiles` files: what a run of about 250 MB of heap leaves beside the index, which
    /// costs about 15 KB a file (text, facts, line table, digest; 280 MB for 18,738 files of 53
    /// public apps), at most 96 MB. An app of 2,000 files keeps all its trees (no file parsed
    /// twice); a folder of 16,000 or more keeps none, and its peak stays near its index.
    public static func treeBudget(swiftFiles: Int) -> Int {
        let megabyte = 1024 * 1024
        return min(96 * megabyte, max(0, 250 * megabyte - swiftFiles * 15 * 1024))
    }

    public let root: String
    public let configuration: ConfigurationSet
    public let configurationErrors: [ConfigurationError]
    /// Every file's facts (read when first asked for, when a cache may make that unnecessary).
    public var snapshot: WorkspaceSnapshot { snapshotSource.snapshot }
    private let snapshotSource: SnapshotSource
    /// The files to lint, sorted.
    public let selectedPaths: [String]
    /// Folders and files that could not be read, sorted by path.
    public let unreadable: [UnreadablePath]
    /// The cache this run reads and writes, and what it knows; nil without a cache.
    let cached: CheckCacheState?

    /// Reads `root`; `files` (absolute paths) narrows the linted files, nil lints every file.
    /// `progress` is told of each file read. With a `cache`, every file is digested first (read
    /// only when its stamp changed since the last run): `lint` reuses the last run's findings
    /// when nothing it read has changed, and then no file is parsed.
    public static func load(
        root: String, files: [String]?, jobs: Int,
        progress: (any CheckProgressObserver)? = nil, cache: CheckCache? = nil
    ) -> DiskWorkspace {
        // One walk of the folder tree finds the configuration files and the analysable files;
        // with a cache, none when no folder changed since the last run.
        let last = cache?.findings(root: root)
        let listing = last.flatMap { record in record.listing?.reused(with: record.files) } ?? RootListing(root: root)
        let (configuration, errors) = ConfigurationSet.load(root: root, configurationFiles: listing.configurationFiles)
        let (paths, unreadableFolders) = (listing.analysablePaths, listing.unreadableFolders)
        progress?.begin(.reading, root: root, total: paths.count { $0.hasSuffix(".swift") })
        guard let cache else {
            let snapshot = loadSnapshot(
                root: root, paths: paths, jobs: jobs, configuration: configuration, progress: progress)
            return DiskWorkspace(
                root: root, configuration: configuration, configurationErrors: errors,
                snapshotSource: SnapshotSource(snapshot),
                selectedPaths: files ?? snapshot.sourceFiles.keys.sorted(),
                unreadable: (unreadableFolders + snapshot.unreadablePaths).sorted { $0.path < $1.path }, cached: nil)
        }
        let state = CheckCacheState(
            cache: cache, root: root, last: last, listing: listing, configuration: configuration,
            jobs: jobs, progress: progress)
        let source = SnapshotSource(loading: {
            loadSnapshot(
                root: root, paths: paths, jobs: jobs, configuration: configuration, progress: nil,
                reading: { state.texts.text(of: $0) })
        })
        return DiskWorkspace(
            root: root, configuration: configuration, configurationErrors: errors, snapshotSource: source,
            selectedPaths: files ?? state.texts.readableSwiftPaths,
            unreadable: (unreadableFolders + state.texts.unreadable).sorted { $0.path < $1.path }, cached: state)
    }

    /// A workspace assembled from parts read elsewhere (the MCP server keeps its snapshot and
    /// configuration between calls and refreshes them from disk itself); every Swift file of
    /// `snapshot` is selected.
    public init(
        root: String, configuration: ConfigurationSet, configurationErrors: [ConfigurationError],
        snapshot: WorkspaceSnapshot, unreadable: [UnreadablePath]
    ) {
        self.init(
            root: root, configuration: configuration, configurationErrors: configurationErrors,
            snapshotSource: SnapshotSource(snapshot), selectedPaths: snapshot.sourceFiles.keys.sorted(),
            unreadable: unreadable.sorted { $0.path < $1.path }, cached: nil)
    }

    private init(
        root: String, configuration: ConfigurationSet, configurationErrors: [ConfigurationError],
        snapshotSource: SnapshotSource, selectedPaths: [String], unreadable: [UnreadablePath],
        cached: CheckCacheState?
    ) {
        self.root = root
        self.configuration = configuration
        self.configurationErrors = configurationErrors
        self.snapshotSource = snapshotSource
        self.selectedPaths = selectedPaths
        self.unreadable = unreadable
        self.cached = cached
    }

    /// Facts of every file are needed before any file is linted (cross-file rules), but trees
    /// only one at a time: beyond the budget, a file is reparsed when it is linted, so memory
    /// does not grow with the repository; and only the trees a rule may walk are kept at all
    /// (`TreesWorthKeeping`).
    private static func loadSnapshot(
        root: String, paths: [String], jobs: Int, configuration: ConfigurationSet,
        progress: (any CheckProgressObserver)?,
        reading: @escaping @Sendable (String) -> Result<String, UnreadablePath> = { SourceText.contents(of: $0) }
    ) -> WorkspaceSnapshot {
        let trees = TreesWorthKeeping(configuration: configuration)
        let budget = treeBudget(swiftFiles: paths.count { $0.hasSuffix(".swift") })
        return WorkspaceSnapshot.load(
            root: root, paths: paths, jobs: jobs, trees: .withinBudget(bytes: budget),
            beforeEachFile: { progress?.advance() }, reading: reading, wantsTree: trees.wants)
    }

    /// The same workspace, linting only its selected Swift files at or under `paths` (absolute).
    public func narrowed(to paths: [String]) -> DiskWorkspace {
        let selected = selectedPaths.filter { file in
            paths.contains { file == $0 || file.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
        }
        return DiskWorkspace(
            root: root, configuration: configuration, configurationErrors: configurationErrors,
            snapshotSource: snapshotSource, selectedPaths: selected.sorted(), unreadable: unreadable,
            cached: cached)
    }

    /// The same workspace, linting only those of its selected files that are in `files`.
    public func narrowed(toFiles files: Set<String>) -> DiskWorkspace {
        DiskWorkspace(
            root: root, configuration: configuration, configurationErrors: configurationErrors,
            snapshotSource: snapshotSource, selectedPaths: selectedPaths.filter(files.contains), unreadable: unreadable,
            cached: cached)
    }

    public var linter: Linter { Linter(configuration: configuration) }

    /// What the cache gave this run (`check --timing`): whether `lint` reuses the last run's
    /// findings, and how many files had to be read to know; nil without a cache.
    public var cacheSummary: String? {
        cached.map { state in
            let folders = state.listing.isReused ? "no folder changed" : "folders listed"
            let reading = "\(state.texts.filesRead) of \(state.texts.digests.count) files read, \(folders)"
            return state.findings(of: selectedPaths) == nil
                ? "findings computed (\(state.texts.readableSwiftPaths.count) files parsed, \(reading))"
                : "findings reused, no file parsed, \(reading)"
        }
    }

    /// Lints the selected files, `jobs` at a time; each finding with its file's line table.
    /// `progress` is told of each file linted; `timing` adds up each rule's time. With a cache,
    /// the last run's findings are reused when nothing it read has changed since, and this
    /// run's findings are kept for the next.
    public func lint(jobs: Int, progress: (any CheckProgressObserver)? = nil, timing: RuleTiming? = nil)
        -> [FindingWithLines]
    {
        progress?.begin(.linting, root: root, total: selectedPaths.count)
        if let cached, let known = cached.findings(of: selectedPaths) {
            cached.keepStampsOfReusedRun()
            for _ in selectedPaths { progress?.advance() }
            return selectedPaths.flatMap { path -> [FindingWithLines] in
                guard let found = known[path], !found.isEmpty, let text = try? cached.texts.text(of: path).get() else {
                    return []
                }
                let lines = LineTable(text)
                return found.map { FindingWithLines(finding: $0, lines: lines) }
            }
        }
        let (findings, linted) = lintSnapshot(jobs: jobs, progress: progress, timing: timing)
        if let cached {
            // The record is written once the snapshot is let go (it is read from the cache's
            // texts again if anything asks): encoding it beside the whole index raised the peak.
            snapshotSource.release()
            cached.keep(Dictionary(uniqueKeysWithValues: zip(selectedPaths, findings)))
        }
        return linted
    }

    /// Each selected file's findings, and all of them with their files' line tables.
    private func lintSnapshot(jobs: Int, progress: (any CheckProgressObserver)?, timing: RuleTiming?)
        -> (byFile: [[MVVMRules.Finding]], linted: [FindingWithLines])
    {
        let snapshot = snapshot
        let linter = Linter(configuration: configuration, timing: timing)
        let findings = ParallelMap.map(selectedPaths, jobs: jobs) { path -> [MVVMRules.Finding] in
            progress?.advance()
            return linter.lint(path: path, in: snapshot)
        }
        return (
            findings,
            zip(selectedPaths, findings).flatMap { path, found in
                snapshot.sourceFiles[path].map { file in found.map { FindingWithLines(finding: $0, lines: file.lines) }
                }
                    ?? []
            }
        )
    }

    /// Whether the workspace has an analysable file at `path` (without reading its facts).
    public func hasFile(_ path: String) -> Bool {
        cached.map { $0.texts.digests[path] != nil } ?? (snapshot.sourceFiles[path] != nil)
    }

    /// Which convention each module follows and why (`check --explain-convention`).
    public var conventionReport: ConventionReport { ConventionReport(workspace: snapshot, linter: linter) }
}

/// A workspace's snapshot, loaded now or when first asked for.
private final class SnapshotSource: Sendable {
    private let loaded = Locked<WorkspaceSnapshot?>(nil)
    private let load: @Sendable () -> WorkspaceSnapshot

    init(_ snapshot: WorkspaceSnapshot) {
        loaded.withLock { $0 = snapshot }
        load = { snapshot }
    }

    init(loading load: @escaping @Sendable () -> WorkspaceSnapshot) {
        self.load = load
    }

    /// Lets the loaded snapshot go; it is loaded again if asked for.
    func release() {
        loaded.withLock { $0 = nil }
    }

    var snapshot: WorkspaceSnapshot {
        loaded.withLock { value in
            if let value { return value }
            let snapshot = load()
            value = snapshot
            return snapshot
        }
    }
}
