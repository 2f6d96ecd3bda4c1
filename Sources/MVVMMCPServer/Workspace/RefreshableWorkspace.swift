import MVVMAnalyzerCore
import MVVMOperations
import MVVMRules

/// The workspace `mvvm-lsp mcp` keeps between calls, with the stamps of the files it was read
/// from. `refresh` brings it up to date with the disk cheaply: a `stat` per folder (the tree is
/// walked again only when one changed) and per file; only files added or changed are read and
/// parsed again, removed ones are dropped, and the configuration is reloaded only when a
/// configuration file changed.
///
/// A file counts as changed when its stamp (size, modification and status-change times, inode)
/// differs. A write within the file times' granularity of the previous one may keep the stamp:
/// a file whose stamp was that recent when taken ("racy", see `FileStamp.isRacy`) has its
/// content compared instead, until its stamp is older than the granularity. What is left unseen
/// is a write that keeps the size, both times and the inode of a file last written over two
/// seconds before it was read: the status-change time cannot be set by hand, so that takes a
/// clock set back (or, on a network filesystem, a server clock more than two seconds behind).
struct RefreshableWorkspace: Sendable {
    /// What the workspace's answers depend on: its files' contents and its configuration.
    struct State: Sendable, Hashable {
        /// The snapshot's `changeStamp`.
        let files: UInt64
        /// Moves whenever the configuration is reloaded.
        let configuration: UInt64
    }

    private(set) var workspace: DiskWorkspace
    /// The stamps of the files as they were when last read (settable for tests, to stand for a
    /// write that kept the stamp).
    var listing: StampedListing
    private var configurationRevision: UInt64 = 0
    /// The configuration files' texts as read when the configuration was last loaded.
    private var configurationTexts: [String: String]
    /// Files that could not be read, by path.
    private var unreadableFiles: [String: UnreadablePath]

    var state: State { State(files: workspace.snapshot.changeStamp, configuration: configurationRevision) }

    /// Reads the workspace at `root`, parsing `jobs` files at once.
    init(root: String, jobs: Int) {
        listing = StampedListing(root: root)
        configurationTexts = Self.texts(of: listing.configurationFiles.keys)
        let (configuration, errors) = ConfigurationSet.load(root: root)
        // Trees as `check` keeps them: within its budget, the other files are reparsed to lint.
        let paths = listing.files.keys.sorted()
        let budget = DiskWorkspace.treeBudget(swiftFiles: paths.count { $0.hasSuffix(".swift") })
        let snapshot = WorkspaceSnapshot.load(root: root, paths: paths, jobs: jobs, trees: .withinBudget(bytes: budget))
        unreadableFiles = Dictionary(
            snapshot.unreadablePaths.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        workspace = DiskWorkspace(
            root: root, configuration: configuration, configurationErrors: errors, snapshot: snapshot,
            unreadable: listing.unreadableFolders + unreadableFiles.values)
    }

    /// Brings the workspace up to date with the disk, parsing `jobs` changed files at once.
    mutating func refresh(jobs: Int) {
        let current = StampedListing(root: workspace.root, previous: listing)
        var (configuration, configurationErrors) = (workspace.configuration, workspace.configurationErrors)
        if configurationChanged(in: current) {
            configurationTexts = Self.texts(of: current.configurationFiles.keys)
            (configuration, configurationErrors) = ConfigurationSet.load(root: workspace.root)
            configurationRevision += 1
        }
        var snapshot = workspace.snapshot
        for path in listing.files.keys where current.files[path] == nil {
            if Self.storedText(at: path, in: snapshot) != nil { snapshot.remove(path: path) }
            unreadableFiles[path] = nil
        }
        reread(filesMaybeChanged(in: current), into: &snapshot, jobs: jobs)
        listing = current
        workspace = DiskWorkspace(
            root: workspace.root, configuration: configuration, configurationErrors: configurationErrors,
            snapshot: snapshot, unreadable: current.unreadableFolders + unreadableFiles.values)
    }

    /// Whether a configuration file was added or removed since the last listing, or changed:
    /// its stamp differs, or, when its stamp was racy, its text.
    private func configurationChanged(in current: StampedListing) -> Bool {
        guard current.configurationFiles == listing.configurationFiles else { return true }
        let racy = listing.configurationFiles.keys.filter { listing.isRacy(configurationFile: $0) }
        return Self.texts(of: racy) != configurationTexts.filter { racy.contains($0.key) }
    }

    /// The analysable files added since the last listing, those whose stamp differs, and those
    /// whose stamp was racy, sorted.
    private func filesMaybeChanged(in current: StampedListing) -> [String] {
        current.files.compactMap { path, stamp -> String? in
            guard case .some(let earlier) = listing.files[path], earlier == stamp else { return path }
            return listing.isRacy(file: path) ? path : nil
        }.sorted()
    }

    /// Reads the files at `paths` again and stores those whose text differs from the
    /// snapshot's (a file only touched, or racy but unchanged, leaves the snapshot as it is, so
    /// its `changeStamp` and the findings kept for it stay valid). Reread Swift files keep no
    /// syntax tree: linting reparses them, as `check` does beyond its tree budget.
    private mutating func reread(_ paths: [String], into snapshot: inout WorkspaceSnapshot, jobs: Int) {
        let stored = snapshot
        let read = ParallelMap.map(paths, jobs: jobs) { path -> Result<ChangedText?, UnreadablePath> in
            SourceText.contents(of: path).map { text in
                guard Self.storedText(at: path, in: stored) != text else { return nil }
                return ChangedText(
                    text: text,
                    parsed: path.hasSuffix(".swift") ? SourceFile(path: path, text: text).withoutTree() : nil)
            }
        }
        for (path, result) in zip(paths, read) {
            switch result {
            case .success(let changed):
                unreadableFiles[path] = nil
                if let file = changed?.parsed {
                    snapshot.insert(file)
                } else if let changed {
                    snapshot.update(path: path, text: changed.text)
                }
            case .failure(let unreadable):
                unreadableFiles[path] = unreadable
                if Self.storedText(at: path, in: snapshot) != nil { snapshot.remove(path: path) }
            }
        }
    }

    /// A file's new text, parsed when it is a Swift file.
    private struct ChangedText: Sendable {
        let text: String
        let parsed: SourceFile?
    }

    /// The texts of the files at `paths` that can be read.
    private static func texts(of paths: some Sequence<String>) -> [String: String] {
        var texts: [String: String] = [:]
        for path in paths {
            if case .success(let text) = SourceText.contents(of: path) { texts[path] = text }
        }
        return texts
    }

    /// The text the snapshot holds for the file at `path`, nil when it holds none.
    private static func storedText(at path: String, in snapshot: WorkspaceSnapshot) -> String? {
        if let file = snapshot.sourceFiles[path] { return file.text }
        let yaml = snapshot.localization.files[path] ?? snapshot.localization.ignoredYAMLFiles[path]
        return yaml.map { String(decoding: $0.lines.bytes, as: UTF8.self) }
    }
}
