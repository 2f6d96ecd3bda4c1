import Foundation

/// Why a workspace could not be read from disk.
public struct WorkspaceLoadError: Error, Sendable, Hashable, CustomStringConvertible {
    public var root: String
    public var message: String

    public var description: String { "cannot read workspace \(root): \(message)" }
}

extension WorkspaceSnapshot {
    /// Folders never analysed: build products, dependencies and hidden folders.
    public static let skippedFolderNames: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// Reads every `*.swift`, `*.yml` and `*.yaml` file under `root` (hidden and build folders
    /// skipped), parsing on `jobs` threads at once. Files and folders that cannot be read are
    /// skipped and listed in `unreadablePaths`.
    public static func load(root: String, jobs: Int = ProcessInfo.processInfo.activeProcessorCount)
        throws(WorkspaceLoadError) -> WorkspaceSnapshot
    {
        var unreadable: [UnreadablePath] = []
        var snapshot = load(root: root, paths: try analysablePaths(under: root, unreadable: &unreadable), jobs: jobs)
        snapshot.unreadablePaths = (unreadable + snapshot.unreadablePaths).sorted { $0.path < $1.path }
        return snapshot
    }

    /// Reads the given files into a snapshot of `root`, parsing on `jobs` threads at once, all
    /// files in one batch (no pause between batches). Files that cannot be read are listed in
    /// `unreadablePaths`. `trees` says which files keep their syntax tree; the others keep only
    /// their facts, text and line table (see `SourceFile.withoutTree()`). Each worker calls
    /// `beforeEachFile` before it reads a Swift file (a progress count, say). `reading` gives
    /// a file's text (by default, from disk: a caller that read them already passes its own).
    /// `wantsTree` says of each parsed file whether its tree is worth keeping at all (it is
    /// then kept as `trees` allows); a file whose tree is not kept is parsed again if a tree is
    /// asked of it.
    public static func load(
        root: String, paths: [String], jobs: Int, trees: TreeRetention = .all,
        beforeEachFile: @Sendable () -> Void = {},
        reading: @escaping @Sendable (_ path: String) -> Result<String, UnreadablePath> = {
            SourceText.contents(of: $0)
        },
        wantsTree: @escaping @Sendable (SourceFile) -> Bool = { _ in true }
    )
        -> WorkspaceSnapshot
    {
        load(
            root: root, paths: paths, jobs: jobs, trees: trees, batchSize: paths.count, beforeEachFile: beforeEachFile,
            reading: reading, wantsTree: wantsTree
        ) { _ in }
    }

    /// Like `load(root:paths:jobs:trees:)`, in batches: `progress` is told how many Swift
    /// files are done after each. Each worker calls `beforeEachFile` before it reads and
    /// parses a file, which lets more urgent work go first (it may block for a while).
    public static func load(
        root: String, paths: [String], jobs: Int, trees: TreeRetention = .all,
        beforeEachFile: @Sendable () -> Void = {}, progress: (Int) -> Void
    ) -> WorkspaceSnapshot {
        load(
            root: root, paths: paths, jobs: jobs, trees: trees, batchSize: max(64, jobs * 32),
            beforeEachFile: beforeEachFile, progress: progress)
    }

    private static func load(
        root: String, paths: [String], jobs: Int, trees: TreeRetention, batchSize: Int,
        beforeEachFile: @Sendable () -> Void = {},
        reading: @escaping @Sendable (String) -> Result<String, UnreadablePath> = { SourceText.contents(of: $0) },
        wantsTree: @escaping @Sendable (SourceFile) -> Bool = { _ in true },
        progress: (Int) -> Void
    ) -> WorkspaceSnapshot {
        let swiftPaths = paths.filter { $0.hasSuffix(".swift") }
        var snapshot = WorkspaceSnapshot(root: root)
        let batchSize = max(1, batchSize)
        let keptTreeBytes = Locked(0)
        /// Whether a file of `sourceBytes` keeps its tree, counting it against the budget.
        @Sendable func keepsTree(sourceBytes: Int) -> Bool {
            switch trees {
            case .all: return true
            case .none: return false
            case .withinBudget(let budget):
                let cost = TreeRetention.estimatedTreeBytes(sourceBytes: sourceBytes)
                return keptTreeBytes.withLock { kept in
                    guard kept + cost <= budget else { return false }
                    kept += cost
                    return true
                }
            }
        }
        for batchStart in stride(from: 0, to: swiftPaths.count, by: batchSize) {
            let batch = Array(swiftPaths[batchStart..<min(swiftPaths.count, batchStart + batchSize)])
            let parsed = ParallelMap.map(batch, jobs: jobs) { path -> Result<SourceFile, UnreadablePath> in
                beforeEachFile()
                return reading(path).map { text in
                    let file = SourceFile(path: path, text: text)
                    return wantsTree(file) && keepsTree(sourceBytes: file.lines.bytes.count) ? file : file.withoutTree()
                }
            }
            for result in parsed {
                switch result {
                case .success(let file): snapshot.insert(file)
                case .failure(let unreadable): snapshot.unreadablePaths.append(unreadable)
                }
            }
            progress(batchStart + batch.count)
        }
        for path in paths where !path.hasSuffix(".swift") {
            switch reading(path) {
            case .success(let text): snapshot.update(path: path, text: text)
            case .failure(let unreadable): snapshot.unreadablePaths.append(unreadable)
            }
        }
        return snapshot
    }

    /// Paths of the analysable files under `root`, sorted.
    public static func analysablePaths(under root: String) throws(WorkspaceLoadError) -> [String] {
        var unreadable: [UnreadablePath] = []
        return try analysablePaths(under: root, unreadable: &unreadable)
    }

    /// Paths of the analysable files under `root`, sorted; the folders that cannot be listed
    /// are added to `unreadable`.
    public static func analysablePaths(
        under root: String,
        unreadable: inout [UnreadablePath]
    ) throws(WorkspaceLoadError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw WorkspaceLoadError(root: root, message: "no such folder")
        }
        var problems: [UnreadablePath] = []
        let paths = FolderWalk().files(
            under: root,
            accepting: { path in
                path.hasSuffix(".swift") || LocalizationStore.accepts(path: path)
            }, unreadable: &problems)
        if problems.first?.path == root {
            throw WorkspaceLoadError(root: root, message: problems[0].reason)
        }
        unreadable += problems
        return paths.sorted()
    }
}
