import Foundation
import MVVMAnalyzerCore
import MVVMRules

/// The workspace as the analyzer sees it: per workspace root, a snapshot of every Swift and
/// YAML file (read from disk, overlaid with the editor's open buffers) and the configuration in
/// force. Every change bumps a generation number, so results computed on older state are
/// recognised as stale.
final class EditorWorkspace: Sendable {
    /// One workspace folder.
    struct Root: Sendable {
        var snapshot: WorkspaceSnapshot
        var configuration: ConfigurationSet
        /// Errors of configuration files that could not be used, by file path.
        var configurationErrors: [String: ConfigurationError] = [:]
        /// Whether the folder's files have all been read: until then, an answer that depends on
        /// other files may only say what is known, never that something is absent.
        var isIndexed = false
        /// How far reading the folder has got, while it is read.
        var indexing: IndexingPace?
        /// A file's own folder, taken because the file lies outside every workspace folder and
        /// every project (`ProjectRoot`): never read, so never indexed, and answers that depend
        /// on other files say so rather than claim an absence.
        var isOutsideEveryProject = false

        init(path: String) {
            snapshot = WorkspaceSnapshot(root: path)
            configuration = ConfigurationSet(root: path)
        }
    }

    /// What a lint needs: the root holding the file, and the generation it was taken at.
    struct View: Sendable {
        let root: Root
        let generation: UInt64
    }

    private struct State {
        var roots: [String: Root] = [:]
        var generation: UInt64 = 0
        /// The editor's settings (JSON text), applied to every root.
        var editorSettings: String?
    }

    private let state = Locked(State())

    static let configurationFileName = ProjectRoot.configurationFileName

    /// Threads reading a workspace folder: every core but one, which stays free for the open
    /// documents' lints (answers to typing are due in milliseconds, the index in seconds).
    static let indexingJobs = max(1, ProcessInfo.processInfo.activeProcessorCount - 1)

    /// Starts tracking these workspace folders. Only each folder's own configuration file is
    /// read now, so the first diagnostics already follow it; `load(root:openDocuments:)` reads
    /// the rest. Returns the errors of those configuration files.
    func addRoots(_ paths: [String]) -> [ConfigurationError] {
        state.withLock { state in
            var errors: [ConfigurationError] = []
            for path in paths where state.roots[path] == nil {
                state.roots[path] = Self.newRoot(path, errors: &errors)
            }
            state.generation += 1
            return errors
        }
    }

    /// For a file outside every workspace folder: starts tracking its project, found by the
    /// clients' root rule (`ProjectRoot`), as a workspace folder, and returns its path for the
    /// caller to index. Nil when the file is inside a workspace folder already, or lies in no
    /// project (its own folder is then taken when it is analysed, never read).
    func adoptProject(ofFile path: String) -> String? {
        guard state.withLock({ Self.needsProject(path, in: $0) }), let project = ProjectRoot.folder(ofFile: path) else {
            return nil
        }
        return state.withLock { state in
            guard Self.needsProject(path, in: state) else { return nil }
            // Folders taken for earlier files of this project give way to it.
            for (folder, root) in state.roots where root.isOutsideEveryProject && Self.isInside(folder, root: project) {
                state.roots[folder] = nil
            }
            var errors: [ConfigurationError] = [] // reported once the project is read
            state.roots[project] = Self.newRoot(project, errors: &errors)
            if let settings = state.editorSettings { state.roots[project]!.configuration.applyEditorSettings(settings) }
            state.generation += 1
            return project
        }
    }

    var rootPaths: [String] { state.withLock { Array($0.roots.keys).sorted() } }

    /// Stops tracking workspace folders.
    func removeRoots(_ paths: [String]) {
        state.withLock { state in
            for path in paths { state.roots[path] = nil }
            state.generation += 1
        }
    }

    /// What loading a root from disk found wrong: configuration errors, and the files and
    /// folders it could not read (skipped).
    struct LoadProblems {
        let configurationErrors: [ConfigurationError]
        let unreadablePaths: [UnreadablePath]
    }

    /// Reads a root's files and configuration from disk, then lays the open buffers over them.
    /// `openDocuments` (path → text) is asked at the moment the loaded root replaces the old
    /// one, so edits made while the disk was read are kept. Slow: call it off the message loop.
    /// Files excluded by the configuration are left out. `progress` is told the number of files
    /// to read, then how many are done.
    /// Each worker calls `beforeEachFile` first (see `DocumentWorkGate`).
    func load(
        root path: String, openDocuments: () -> [String: String], beforeEachFile: @Sendable () -> Void = {},
        progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) -> LoadProblems {
        var root = Root(path: path)
        let pace = IndexingPace(jobs: Self.indexingJobs)
        state.withLock { $0.roots[path]?.indexing = pace }
        let (configuration, errors) = ConfigurationSet.load(root: path)
        root.configuration = configuration
        var unreadable: [UnreadablePath] = []
        let paths = ((try? WorkspaceSnapshot.analysablePaths(under: path, unreadable: &unreadable)) ?? [])
            .filter { configuration.resolved(forFile: $0).isIncluded }
        let total = paths.filter { $0.hasSuffix(".swift") }.count
        func report(_ done: Int) {
            state.withLock { $0.roots[path]?.indexing = pace.with(total: total, done: done) }
            progress(done, total)
        }
        report(0)
        root.snapshot = WorkspaceSnapshot.load(
            root: path, paths: paths, jobs: Self.indexingJobs,
            trees: .none, beforeEachFile: beforeEachFile
        ) { report($0) }
        unreadable += root.snapshot.unreadablePaths
        root.configurationErrors = Dictionary(errors.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let problems = LoadProblems(
            configurationErrors: errors, unreadablePaths: unreadable.sorted { $0.path < $1.path })
        return state.withLock { state in
            if let settings = state.editorSettings { root.configuration.applyEditorSettings(settings) }
            for (documentPath, text) in openDocuments() where Self.isInside(documentPath, root: path) {
                Self.apply(documentPath, text: text, to: &root)
            }
            root.isIndexed = true
            state.roots[path] = root
            state.generation += 1
            return problems
        }
    }

    /// Sets an open buffer's text; a Swift file keeps its syntax tree, for incremental
    /// reparsing. A configuration file returns its error, if it has one now.
    /// `changes` (edits from the stored text) let a Swift file be reparsed incrementally.
    @discardableResult
    func update(path: String, text: String, changes: TextChanges? = nil) -> ConfigurationError? {
        state.withLock { state in
            let rootPath = Self.rootPath(for: path, in: &state)
            let error = Self.apply(path, text: text, changes: changes, to: &state.roots[rootPath]!)
            state.generation += 1
            return error
        }
    }

    /// Sets a file's text as read from disk (a document closed, a file changed on disk): a Swift
    /// file is stored as the index stores it, without its syntax tree, so that a file no longer
    /// open costs no more memory than one never opened (a tree takes about 30 times its text).
    @discardableResult
    func updateFromDisk(path: String, text: String) -> ConfigurationError? {
        state.withLock { state in
            let rootPath = Self.rootPath(for: path, in: &state)
            let error = Self.apply(path, text: text, keepsTree: false, to: &state.roots[rootPath]!)
            state.generation += 1
            return error
        }
    }

    /// Forgets a file deleted from disk.
    func remove(path: String) {
        state.withLock { state in
            let rootPath = Self.rootPath(for: path, in: &state)
            if (path as NSString).lastPathComponent == Self.configurationFileName {
                state.roots[rootPath]!.configuration.removeConfigurationFile(path: path)
                state.roots[rootPath]!.configurationErrors[path] = nil
            } else if state.roots[rootPath]!.configuration.isReviewSettingsFile(path) {
                state.roots[rootPath]!.configuration.removeReviewSettingsFile()
                state.roots[rootPath]!.configurationErrors[path] = nil
            } else {
                state.roots[rootPath]!.snapshot.remove(path: path)
            }
            state.generation += 1
        }
    }

    /// Applies the editor's settings (JSON) to every root; returns the error, if any.
    func applyEditorSettings(_ json: String) -> ConfigurationError? {
        state.withLock { state in
            var firstError: ConfigurationError?
            for key in state.roots.keys {
                if let error = state.roots[key]!.configuration.applyEditorSettings(json) {
                    firstError = firstError ?? error
                }
            }
            if firstError == nil { state.editorSettings = json }
            state.generation += 1
            return firstError
        }
    }

    /// The root holding `path`, at the current generation.
    func view(for path: String) -> View {
        state.withLock { state in
            let rootPath = Self.rootPath(for: path, in: &state)
            return View(root: state.roots[rootPath]!, generation: state.generation)
        }
    }

    /// Every root, at the current generation.
    func allRoots() -> [View] {
        state.withLock { state in state.roots.values.map { View(root: $0, generation: state.generation) } }
    }

    var generation: UInt64 { state.withLock { $0.generation } }

    /// Whether the workspace folder holding `path` has been read.
    func isIndexed(_ path: String) -> Bool {
        view(for: path).root.isIndexed
    }

    /// Whether the file at `path` lies outside every workspace folder and project, so that
    /// nothing beyond the open documents of its folder will ever be known.
    func isOutsideEveryProject(_ path: String) -> Bool {
        view(for: path).root.isOutsideEveryProject
    }

    /// Whether the workspace folder holding `path` may be read by `deadline`, as the pace of
    /// reading it predicts (true before reading starts; false for a folder never read).
    func mayFinishIndexing(_ path: String, by deadline: ContinuousClock.Instant) -> Bool {
        let root = view(for: path).root
        guard !root.isOutsideEveryProject else { return false }
        guard let pace = root.indexing else { return true }
        return pace.expectedEnd <= deadline
    }

    /// Each module's convention under the workspace folder `path` and the evidence (see
    /// `ConventionReport`); nil when no such folder is tracked. (Looked up by its own path, not
    /// through `view(for:)`, which would take a folder outside every root for a new root.)
    func conventionReport(root path: String) -> String? {
        guard let root = state.withLock({ $0.roots[path] }) else { return nil }
        return ConventionReport(workspace: root.snapshot, linter: Linter(configuration: root.configuration)).text
    }

    /// The workspace folder (or project taken in for a file outside every folder) that holds
    /// `path`, the deepest if several do; nil when none does: a file's own folder, taken because
    /// it lies outside every project, does not count. Edits the server plans stay inside it.
    func workspaceFolder(containing path: String) -> String? {
        state.withLock { state in
            state.roots.filter { !$0.value.isOutsideEveryProject && Self.isInside(path, root: $0.key) }
                .keys.max { $0.count < $1.count }
        }
    }

    /// The Swift files known in the workspace folder `path`; nil when no such folder is tracked.
    func fileCount(root path: String) -> Int? {
        state.withLock { $0.roots[path]?.snapshot.sourceFiles.count }
    }

    /// Every configuration error currently in force, across roots.
    var configurationErrors: [ConfigurationError] {
        state.withLock { $0.roots.values.flatMap { $0.configurationErrors.values } }
    }

    // MARK: Helpers

    /// Sets a file's text in `root`; a Swift file keeps its syntax tree (for incremental
    /// reparsing) only when `keepsTree`.
    @discardableResult
    private static func apply(
        _ path: String, text: String, changes: TextChanges? = nil, keepsTree: Bool = true,
        to root: inout Root
    ) -> ConfigurationError? {
        let error: ConfigurationError?
        if (path as NSString).lastPathComponent == configurationFileName {
            error = root.configuration.applyConfigurationFile(path: path, text: text)
        } else if root.configuration.isReviewSettingsFile(path) {
            error = root.configuration.applyReviewSettingsFile(path: path, text: text)
        } else if !keepsTree, path.hasSuffix(".swift") {
            root.snapshot.insert(SourceFile(path: path, text: text).withoutTree())
            return nil
        } else {
            root.snapshot.update(path: path, text: text, changes: changes)
            return nil
        }
        root.configurationErrors[path] = error
        return error
    }

    /// A root for `path` with its own configuration file applied; that file's error is added
    /// to `errors`.
    private static func newRoot(_ path: String, errors: inout [ConfigurationError]) -> Root {
        var root = Root(path: path)
        for name in [configurationFileName, FOSMVVMReviewSettings.fileName] {
            let configurationPath = (path as NSString).appendingPathComponent(name)
            if let text = try? String(contentsOfFile: configurationPath, encoding: .utf8),
                let error = apply(configurationPath, text: text, to: &root)
            {
                errors.append(error)
            }
        }
        return root
    }

    /// The deepest root containing `path`, if any.
    private static func deepestRoot(containing path: String, in state: State) -> String? {
        state.roots.keys.filter { isInside(path, root: $0) }.max { $0.count < $1.count }
    }

    /// Whether `path` lies outside every workspace folder (a folder taken for a file outside
    /// every project does not count: a project may have appeared around it since).
    private static func needsProject(_ path: String, in state: State) -> Bool {
        deepestRoot(containing: path, in: state).map { state.roots[$0]!.isOutsideEveryProject } ?? true
    }

    /// The deepest root containing `path`; a file outside every root gets its folder as a
    /// root, which is never read (`adoptProject(ofFile:)` first gives a file in a project its
    /// project).
    private static func rootPath(for path: String, in state: inout State) -> String {
        if let root = deepestRoot(containing: path, in: state) { return root }
        let folder = (path as NSString).deletingLastPathComponent
        if state.roots[folder] == nil {
            var root = Root(path: folder)
            root.isOutsideEveryProject = true
            if let settings = state.editorSettings { root.configuration.applyEditorSettings(settings) }
            state.roots[folder] = root
        }
        return folder
    }

    static func isInside(_ path: String, root: String) -> Bool {
        root == "/" || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }
}
