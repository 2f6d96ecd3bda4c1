import Foundation
import MVVMAnalyzerCore
import MVVMRules

/// One workspace root of a `check` run, read from disk: its configuration, its files' facts,
/// and which files the run lints. Shared by `mvvm-lsp check` and the MCP `check` and `fix` tools.
public struct CheckWorkspace: Sendable {
    /// The estimated memory of the syntax trees kept from reading to linting.
    public static let treeBudget = 96 * 1024 * 1024

    public let root: String
    public let configuration: ConfigurationSet
    public let configurationErrors: [ConfigurationError]
    public let snapshot: WorkspaceSnapshot
    /// The files to lint, sorted.
    public let selectedPaths: [String]
    /// Folders and files that could not be read, sorted by path.
    public let unreadable: [UnreadablePath]
    /// The cache this run reads and writes, and what it knows; nil without a cache.
    let cached: CheckCacheState?

    /// Reads `root`; `files` (absolute paths) narrows the linted files, nil lints every file.
    /// `progress` is told of each file read. With a `cache`, files whose text it knows are not
    /// parsed, and `lint` reuses the last run's findings when nothing it read has changed.
    public static func load(root: String, files: [String]?, jobs: Int,
                            progress: (any CheckProgressObserver)? = nil, cache: CheckCache? = nil) -> CheckWorkspace {
        // Two walks of the folder tree (configuration files, analysable files) run at once,
        // beside the cache's facts being read.
        let ((configuration, errors), (paths, unreadableFolders)) = ParallelMap.both(
            jobs: jobs, { ConfigurationSet.load(root: root) }, { CheckTargets.analysablePaths(under: root) })
        let knownFacts = cache?.facts(root: root)
        progress?.begin(.reading, root: root, total: paths.count { $0.hasSuffix(".swift") })
        let digests = Locked<[String: ContentDigest]>([:])
        let reused = Locked(0)
        // Facts of every file are needed before any file is linted (cross-file rules), but
        // trees only one at a time: beyond the budget, a file is reparsed when it is linted,
        // so memory does not grow with the repository.
        let snapshot = WorkspaceSnapshot.load(
            root: root, paths: paths, jobs: jobs, trees: .withinBudget(bytes: treeBudget),
            beforeEachFile: { progress?.advance() },
            reusing: { path, text in
                guard cache != nil else { return nil }
                let digest = ContentDigest(of: text.utf8)
                digests.withLock { $0[path] = digest }
                guard let known = knownFacts?.files[path], known.digest == digest else { return nil }
                reused.withLock { $0 += 1 }
                return SourceFile(path: path, text: text, knownFacts: known.facts, skippedReason: known.skippedReason)
            })
        let state = cache.map { cache in
            CheckCacheState(cache: cache, root: root, configuration: configuration, snapshot: snapshot, paths: paths,
                            swiftDigests: digests.withLock { $0 }, knownFacts: knownFacts, reusedFacts: reused.withLock { $0 })
        }
        return CheckWorkspace(
            root: root, configuration: configuration, configurationErrors: errors, snapshot: snapshot,
            selectedPaths: files ?? snapshot.sourceFiles.keys.sorted(),
            unreadable: (unreadableFolders + snapshot.unreadablePaths).sorted { $0.path < $1.path }, cached: state)
    }

    /// The same workspace, linting only its selected Swift files at or under `paths` (absolute).
    public func narrowed(to paths: [String]) -> CheckWorkspace {
        let selected = selectedPaths.filter { file in
            paths.contains { file == $0 || file.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
        }
        return CheckWorkspace(root: root, configuration: configuration, configurationErrors: configurationErrors,
                              snapshot: snapshot, selectedPaths: selected.sorted(), unreadable: unreadable, cached: cached)
    }

    /// The same workspace, linting only those of its selected files that are in `files`.
    public func narrowed(toFiles files: Set<String>) -> CheckWorkspace {
        CheckWorkspace(root: root, configuration: configuration, configurationErrors: configurationErrors,
                       snapshot: snapshot, selectedPaths: selectedPaths.filter(files.contains), unreadable: unreadable,
                       cached: cached)
    }

    public var linter: Linter { Linter(configuration: configuration) }

    /// What the cache gave this run (`check --timing`): how many files' facts, and whether
    /// `lint` reuses the last run's findings; nil without a cache.
    public var cacheSummary: String? {
        cached.map { state in
            "facts of \(state.reusedFacts) of \(snapshot.sourceFiles.count) files reused, findings "
                + (state.findings(of: selectedPaths) == nil ? "computed" : "reused")
        }
    }

    /// Lints the selected files, `jobs` at a time; each finding with its file's line table.
    /// `progress` is told of each file linted; `timing` adds up each rule's time. With a cache,
    /// the last run's findings are reused when nothing it read has changed since, and this
    /// run's findings are kept for the next.
    public func lint(jobs: Int, progress: (any CheckProgressObserver)? = nil, timing: RuleTiming? = nil) -> [LintedFinding] {
        progress?.begin(.linting, root: root, total: selectedPaths.count)
        if let known = cached?.findings(of: selectedPaths) {
            return selectedPaths.flatMap { path in
                snapshot.sourceFiles[path].map { file in known[path, default: []].map { LintedFinding(diagnostic: $0, lines: file.lines) } } ?? []
            }
        }
        let linter = Linter(configuration: configuration, timing: timing)
        let findings = ParallelMap.map(selectedPaths, jobs: jobs) { path -> [MVVMRules.Diagnostic] in
            progress?.advance()
            return linter.lint(path: path, in: snapshot)
        }
        cached?.keep(Dictionary(uniqueKeysWithValues: zip(selectedPaths, findings)))
        return zip(selectedPaths, findings).flatMap { path, found in
            snapshot.sourceFiles[path].map { file in found.map { LintedFinding(diagnostic: $0, lines: file.lines) } } ?? []
        }
    }

    /// Which convention each module follows and why (`check --explain-convention`).
    public var conventionReport: ConventionReport { ConventionReport(workspace: snapshot, linter: linter) }
}

/// A diagnostic with the line table of its file, to place it in lines and columns.
public struct LintedFinding: Sendable {
    public let diagnostic: MVVMRules.Diagnostic
    public let lines: LineTable
}

extension CheckReport {
    /// The report of `findings`, paths relative to `base`, sorted by place.
    public init(root: String, filesChecked: Int, findings: [LintedFinding], hiddenByBaseline: Int = 0,
                relativeTo base: String) {
        self.init(root: root, filesChecked: filesChecked,
                  findings: findings.map { CheckFinding($0.diagnostic, lines: $0.lines, relativeTo: base) }.sorted(),
                  rules: RuleMetadata.all.map(RuleSummary.init))
        self.hiddenByBaseline = hiddenByBaseline
    }
}
