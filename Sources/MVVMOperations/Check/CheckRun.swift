import Foundation
import MVVMAnalyzerCore
import MVVMRules

/// One `check`, the same for every front end: the command line (and the SwiftPM plugin, which
/// runs it), and the MCP `check` and `fix` tools. For each workspace root: read it, narrow it
/// to the paths and git changes asked for, lint it, keep the findings on changed lines and
/// those the filter admits, hide what the baseline accepts; then one report. The front ends
/// only turn their arguments into `CheckOptions` and render the `CheckOutcome`.
public struct CheckRun: Sendable {
    public let options: CheckOptions

    public init(_ options: CheckOptions) {
        self.options = options
    }

    /// Reads every root from disk (through the cache when there is one) and checks it. Each
    /// root's workspace is freed once it is checked, so that sixteen roots do not add up.
    /// `progress` is told of each file read and linted; `warn` of each configuration warning
    /// and unreadable file, before its root is linted.
    public func run(
        progress: (any CheckProgressObserver)? = nil,
        warn: (CheckWarning) -> Void = { _ in }
    ) throws(CheckRunError) -> CheckOutcome {
        let timing = CheckTiming()
        return try check(
            targets: diskTargets, timing: timing, warn: warn,
            load: { root, files in
                DiskWorkspace.load(
                    root: root, files: files, jobs: options.jobs, progress: progress,
                    cache: options.cache)
            },
            lint: { workspace in
                workspace.lint(jobs: options.jobs, progress: progress, timing: options.timesRules ? timing.rules : nil)
            })
    }

    /// Checks a workspace already read, `options.paths` lying in it (the MCP server's warm
    /// workspace); `lint` lints the narrowed workspace, reusing what it kept.
    public func run(
        on workspace: DiskWorkspace,
        lint: (DiskWorkspace) -> [FindingWithLines]
    ) throws(CheckRunError) -> CheckOutcome {
        try check(
            targets: CheckTargets(arguments: options.paths, root: workspace.root), timing: CheckTiming(),
            warn: { _ in }, load: { _, _ in workspace }, lint: lint)
    }

    /// Tells `explain` which convention each module of each root follows and why (`check
    /// --explain-convention`), instead of linting; `warn` as in `run`.
    public func explainConventions(
        warn: (CheckWarning) -> Void = { _ in },
        explain: (ConventionReport) -> Void
    ) throws(CheckRunError) {
        let targets = diskTargets
        // Changes narrow nothing here; asked for outside a git repository, they still fail the run.
        _ = try changes(in: targets)
        for (root, files) in targets.filesByRoot.sorted(by: { $0.key < $1.key }) {
            let workspace = DiskWorkspace.load(root: root, files: files, jobs: options.jobs, cache: options.cache)
            report(warningsOf: workspace, to: warn)
            explain(workspace.conventionReport)
        }
    }

    /// The workspace roots `run` reads, in the order it checks them.
    public var roots: [String] { diskTargets.filesByRoot.keys.sorted() }

    /// The roots of `options`: its paths, or the current folder, or all of its root.
    private var diskTargets: CheckTargets {
        CheckTargets(
            arguments: options.paths.isEmpty && options.root == nil ? ["."] : options.paths, root: options.root)
    }

    private func check(
        targets: CheckTargets, timing: CheckTiming, warn: (CheckWarning) -> Void,
        load: (_ root: String, _ files: [String]?) -> DiskWorkspace, lint: (DiskWorkspace) -> [FindingWithLines]
    ) throws(CheckRunError) -> CheckOutcome {
        var timing = timing
        let changes = try changes(in: targets)
        var baselines: BaselineFilter<BaselineError>? =
            switch options.baseline {
            case .configured: BaselineFilter(explicitPath: nil)
            case .file(let path): BaselineFilter(explicitPath: path)
            case .ignored: nil
            }
        var findings: [FindingWithLines] = []
        var hiddenByBaseline = 0
        var filesChecked = 0
        var lintedPaths: Set<String> = []
        var configurationErrors: [ConfigurationError] = []
        var lastWorkspace: DiskWorkspace?
        for (root, files) in targets.filesByRoot.sorted(by: { $0.key < $1.key }) {
            lastWorkspace = nil
            var workspace = timing.measure("reading") { load(root, files) }
            if let narrowing = targets.narrowing { workspace = workspace.narrowed(to: narrowing) }
            if let changes { workspace = workspace.narrowed(toFiles: Set(changes.files.keys)) }
            report(warningsOf: workspace, to: warn)
            let fatal = workspace.configurationErrors.filter(\.isFatal)
            guard fatal.isEmpty else {
                // Findings under a broken configuration mean nothing: the run fails with its errors.
                configurationErrors += fatal
                continue
            }
            var found = timing.measure("linting") { lint(workspace) }
            if let summary = workspace.cacheSummary { timing.cacheUse.append((root, summary)) }
            if let changes, options.changes?.onlyChangedLines == true {
                found = found.filter { $0.touchesChangedLine(of: changes) }
            }
            found = found.filter { options.filter.admits($0.finding) }
            if baselines != nil {
                do {
                    let filtered = try baselines!.filter(found, in: workspace)
                    found = filtered.kept
                    hiddenByBaseline += filtered.hidden
                } catch {
                    throw .baseline(error)
                }
            }
            findings += found
            filesChecked += workspace.selectedPaths.count
            lintedPaths.formUnion(workspace.selectedPaths)
            lastWorkspace = workspace
        }
        guard configurationErrors.isEmpty else { throw .configuration(configurationErrors) }
        let report = CheckReport(
            root: targets.commonRoot, filesChecked: filesChecked, findings: findings,
            hiddenByBaseline: hiddenByBaseline, relativeTo: options.reportPathsRelativeTo)
        return CheckOutcome(
            report: report, findings: findings, baselinesUsed: baselines?.paths ?? [],
            staleBaselineEntries: baselines?.staleEntries(linted: lintedPaths) ?? [],
            timing: timing, lastWorkspace: lastWorkspace)
    }

    /// The changes `options.changes` selects, or nil to lint every selected file.
    private func changes(in targets: CheckTargets) throws(CheckRunError) -> GitChanges? {
        guard let selection = options.changes else { return nil }
        do {
            return try GitChanges.since(selection.revision, in: targets.commonRoot)
        } catch {
            throw .changes(error)
        }
    }

    private func report(warningsOf workspace: DiskWorkspace, to warn: (CheckWarning) -> Void) {
        for warning in workspace.configurationErrors where !warning.isFatal { warn(.configuration(warning)) }
        for unreadable in workspace.unreadable { warn(.unreadable(unreadable)) }
    }
}

extension BaselineFilter {
    /// `findings` of `workspace` less those a baseline hides, and how many it hid.
    mutating func filter(_ findings: [FindingWithLines], in workspace: DiskWorkspace)
        throws(LoadFailure) -> (kept: [FindingWithLines], hidden: Int)
    {
        var kept: [FindingWithLines] = []
        var hidden = 0
        let ordered = findings.sorted {
            ($0.finding.path, $0.finding.range.start) < ($1.finding.path, $1.finding.range.start)
        }
        var start = ordered.startIndex
        while start < ordered.endIndex {
            let path = ordered[start].finding.path
            let end = ordered[start...].firstIndex { $0.finding.path != path } ?? ordered.endIndex
            let lines = ordered[start].lines
            let judged = try judge(
                ordered[start..<end].map(\.finding), path: path, lines: lines,
                configuration: workspace.configuration,
                fileExists: { workspace.hasFile($0) || FileManager.default.fileExists(atPath: $0) })
            for (finding, isHidden) in judged {
                if isHidden { hidden += 1 } else { kept.append(FindingWithLines(finding: finding, lines: lines)) }
            }
            start = end
        }
        return (kept, hidden)
    }
}
