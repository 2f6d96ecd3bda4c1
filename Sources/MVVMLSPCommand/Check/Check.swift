import ArgumentParser
import Foundation
import MVVMAnalyzerCore
import MVVMRules

/// `mvvm-lsp check`: lints a workspace as the server does, for CI.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lint Swift files and folders with the MVVM rules.",
        discussion: """
            Exit status: 0 when no finding reaches --fail-on, 1 when one does, 2 for usage or \
            configuration errors. A folder is linted as a workspace root with its .mvvm-lsp.yml files; \
            a file is linted within the workspace around it (the nearest folder holding \
            .mvvm-lsp.yml, Package.swift or .git).
            """)

    @Argument(help: "Files or folders to lint (default: the current folder).")
    var paths: [String] = ["."]

    @Option(help: "Output format: text, json, sarif or github.")
    var format: CheckOutputFormat = .text

    @Option(name: .long, help: "Least severe finding that fails the run: error, warning, info or never.")
    var failOn: FailureThreshold = .error

    @Option(help: "Files analysed at once (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Print each module's convention and the evidence for it instead of linting.")
    var explainConvention = false

    enum FailureThreshold: String, ExpressibleByArgument, CaseIterable {
        case error, warning, info, never

        func isReached(by severity: Severity) -> Bool {
            switch self {
            case .never: return false
            case .error: return severity >= .error
            case .warning: return severity >= .warning
            case .info: return true
            }
        }
    }

    /// The estimated memory of the syntax trees kept from reading to linting.
    static let treeBudget = 96 * 1024 * 1024

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("No such file or folder: \(path)")
        }
    }

    func run() throws {
        let targets = CheckTargets(arguments: paths)
        var findings: [(finding: MVVMRules.Diagnostic, lines: LineTable)] = []
        var filesChecked = 0
        var configurationErrors: [ConfigurationError] = []
        var snapshots: [WorkspaceSnapshot] = []
        for (root, files) in targets.filesByRoot.sorted(by: { $0.key < $1.key }) {
            // Two walks of the folder tree (configuration files, analysable files) run at once.
            let ((configuration, errors), (paths, unreadableFolders)) = ParallelMap.both(
                jobs: jobs, { ConfigurationSet.load(root: root) }, { CheckTargets.analysablePaths(under: root) })
            configurationErrors += errors
            // Facts of every file are needed before any file is linted (cross-file rules), but
            // trees only one at a time: beyond the budget, a file is reparsed when it is linted,
            // so memory does not grow with the repository.
            let snapshot = WorkspaceSnapshot.load(root: root, paths: paths, jobs: jobs, trees: .withinBudget(bytes: Self.treeBudget))
            for unreadable in (unreadableFolders + snapshot.unreadablePaths).sorted(by: { $0.path < $1.path }) {
                FileHandle.standardError.write(Data("warning: skipped \(unreadable)\n".utf8))
            }
            let selected = files ?? snapshot.sourceFiles.keys.sorted()
            let linter = Linter(configuration: configuration)
            if explainConvention {
                print(ConventionReport(workspace: snapshot, linter: linter).text, terminator: "")
                continue
            }
            let results = ParallelMap.map(selected, jobs: jobs) { path -> [(MVVMRules.Diagnostic, LineTable)] in
                guard let file = snapshot.sourceFiles[path] else { return [] }
                return linter.lint(path: path, in: snapshot).map { ($0, file.lines) }
            }
            filesChecked += selected.count
            findings += results.joined().map { (finding: $0.0, lines: $0.1) }
            snapshots.append(snapshot)
        }
        if explainConvention { return }
        guard configurationErrors.isEmpty else {
            for error in configurationErrors { FileHandle.standardError.write(Data("error: \(error)\n".utf8)) }
            throw ExitCode(2)
        }
        let report = CheckReport(
            root: targets.commonRoot, filesChecked: filesChecked,
            findings: findings.map { CheckFinding($0.finding, lines: $0.lines) }.sorted(),
            rules: RuleMetadata.all.map(RuleSummary.init))
        print(try format.render(report), terminator: "")
        let status: Int32 = findings.contains(where: { failOn.isReached(by: $0.finding.severity) }) ? 1 : 0
        // The process ends here: freeing the snapshots (and their kept trees) first would cost
        // time for nothing.
        withExtendedLifetime(snapshots) { Foundation.exit(status) }
    }
}
