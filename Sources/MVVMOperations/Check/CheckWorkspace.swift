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

    /// Reads `root`; `files` (absolute paths) narrows the linted files, nil lints every file.
    /// `progress` is told of each file read.
    public static func load(root: String, files: [String]?, jobs: Int,
                            progress: (any CheckProgressObserver)? = nil) -> CheckWorkspace {
        // Two walks of the folder tree (configuration files, analysable files) run at once.
        let ((configuration, errors), (paths, unreadableFolders)) = ParallelMap.both(
            jobs: jobs, { ConfigurationSet.load(root: root) }, { CheckTargets.analysablePaths(under: root) })
        progress?.begin(.reading, root: root, total: paths.count { $0.hasSuffix(".swift") })
        // Facts of every file are needed before any file is linted (cross-file rules), but
        // trees only one at a time: beyond the budget, a file is reparsed when it is linted,
        // so memory does not grow with the repository.
        let snapshot = WorkspaceSnapshot.load(root: root, paths: paths, jobs: jobs, trees: .withinBudget(bytes: treeBudget),
                                              beforeEachFile: { progress?.advance() })
        return CheckWorkspace(
            root: root, configuration: configuration, configurationErrors: errors, snapshot: snapshot,
            selectedPaths: files ?? snapshot.sourceFiles.keys.sorted(),
            unreadable: (unreadableFolders + snapshot.unreadablePaths).sorted { $0.path < $1.path })
    }

    /// The same workspace, linting only its selected Swift files at or under `paths` (absolute).
    public func narrowed(to paths: [String]) -> CheckWorkspace {
        let selected = selectedPaths.filter { file in
            paths.contains { file == $0 || file.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
        }
        return CheckWorkspace(root: root, configuration: configuration, configurationErrors: configurationErrors,
                              snapshot: snapshot, selectedPaths: selected.sorted(), unreadable: unreadable)
    }

    /// The same workspace, linting only those of its selected files that are in `files`.
    public func narrowed(toFiles files: Set<String>) -> CheckWorkspace {
        CheckWorkspace(root: root, configuration: configuration, configurationErrors: configurationErrors,
                       snapshot: snapshot, selectedPaths: selectedPaths.filter(files.contains), unreadable: unreadable)
    }

    public var linter: Linter { Linter(configuration: configuration) }

    /// Lints the selected files, `jobs` at a time; each finding with its file's line table.
    /// `progress` is told of each file linted; `timing` adds up each rule's time.
    public func lint(jobs: Int, progress: (any CheckProgressObserver)? = nil, timing: RuleTiming? = nil) -> [LintedFinding] {
        let linter = Linter(configuration: configuration, timing: timing)
        progress?.begin(.linting, root: root, total: selectedPaths.count)
        return ParallelMap.map(selectedPaths, jobs: jobs) { path -> [LintedFinding] in
            progress?.advance()
            guard let file = snapshot.sourceFiles[path] else { return [] }
            return linter.lint(path: path, in: snapshot).map { LintedFinding(diagnostic: $0, lines: file.lines) }
        }.flatMap { $0 }
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
