import ArgumentParser
import Foundation
import MVVMOperations
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

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("No such file or folder: \(path)")
        }
    }

    func run() throws {
        let targets = CheckTargets(arguments: paths)
        var findings: [LintedFinding] = []
        var filesChecked = 0
        var configurationErrors: [ConfigurationError] = []
        var workspaces: [CheckWorkspace] = []
        for (root, files) in targets.filesByRoot.sorted(by: { $0.key < $1.key }) {
            let workspace = CheckWorkspace.load(root: root, files: files, jobs: jobs)
            configurationErrors += workspace.configurationErrors
            for unreadable in workspace.unreadable {
                FileHandle.standardError.write(Data("warning: skipped \(unreadable)\n".utf8))
            }
            if explainConvention {
                print(workspace.conventionReport.text, terminator: "")
                continue
            }
            findings += workspace.lint(jobs: jobs)
            filesChecked += workspace.selectedPaths.count
            workspaces.append(workspace)
        }
        if explainConvention { return }
        guard configurationErrors.isEmpty else {
            for error in configurationErrors { FileHandle.standardError.write(Data("error: \(error)\n".utf8)) }
            throw ExitCode(2)
        }
        let report = CheckReport(root: targets.commonRoot, filesChecked: filesChecked, findings: findings,
                                 relativeTo: FileManager.default.currentDirectoryPath)
        print(try format.render(report), terminator: "")
        let status: Int32 = findings.contains(where: { failOn.isReached(by: $0.diagnostic.severity) }) ? 1 : 0
        // The process ends here: freeing the snapshots (and their kept trees) first would cost
        // time for nothing.
        withExtendedLifetime(workspaces) { Foundation.exit(status) }
    }
}
