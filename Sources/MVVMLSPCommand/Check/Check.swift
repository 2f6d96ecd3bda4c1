import ArgumentParser
import Foundation
import MVVMOperations
import MVVMRules

/// `mvvm-lsp check`: lints a workspace as the server does, for CI.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", // spelled out: deriving it from the type costs runtime lookups at every start
        abstract: "Lint Swift files and folders with the MVVM rules.",
        discussion: """
            Exit status: 0 when no finding reaches --fail-on, 1 when one does (or, with \
            --strict-baseline, when baseline entries are gone), 2 for usage or configuration errors. \
            A folder is linted as a workspace root with its .mvvm-lsp.yml files; a file is linted \
            within the workspace around it (the nearest folder holding .mvvm-lsp.yml, Package.swift or \
            .git), or within --root.
            """)

    @Argument(help: "Files or folders to lint (default: the current folder, or all of --root).")
    var paths: [String] = []

    @Option(
        help:
            "The workspace root the paths lie in: its configuration applies and every file in it is read for cross-file rules, but only the paths are linted."
    )
    var root: String?

    @Option(help: "Output format: text, json, sarif, github or xcode.")
    var format: CheckOutputFormat = .text

    @Option(name: .long, help: "Least severe finding that fails the run: error, warning, info or never.")
    var failOn: FailureThreshold = .error

    @Option(help: "Files analysed at once (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Print each module's convention and the evidence for it instead of linting.")
    var explainConvention = false

    @Option(
        help: ArgumentHelp(
            "Hide the findings listed in this baseline file (instead of the `baseline:` setting).", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Record every finding of this run in a baseline file and exit.", valueName: "file"))
    var writeBaseline: String?

    @Flag(help: "Fail when baseline entries no longer match a finding (the baseline should be rewritten).")
    var strictBaseline = false

    @Flag(
        help:
            "Lint only the files changed since the merge base with the default branch, uncommitted and untracked files included (--changed=REV: since REV); cross-file rules still read the whole workspace."
    )
    var changed = false

    @Option(
        help: ArgumentHelp(
            "Lint only the files changed since this git revision (the same as --changed=REV).", valueName: "rev"))
    var changedSince: String?

    @Flag(help: "Report only findings on lines changed since the revision of --changed (implies --changed).")
    var changedLines = false

    @Flag(help: "Print on standard error, after the report, how long each phase and each rule took.")
    var timing = false

    @Flag(
        inversion: .prefixedNo,
        help:
            "Show files done / total and the time so far on standard error (default: for the text format on a terminal)."
    )
    var progress: Bool?

    @Option(
        help: ArgumentHelp(
            "Keep what each run learns in this folder, so that unchanged files are not analysed again (default: $XDG_CACHE_HOME/mvvm-lsp, else ~/.cache/mvvm-lsp; ~/Library/Caches/mvvm-lsp on macOS).",
            valueName: "folder"))
    var cachePath: String?

    @Flag(help: "Read and write no cache: analyse every file.")
    var noCache = false

    @Option(
        help: ArgumentHelp(
            "After reporting, write this file (one Swift comment line) to record that the check ran, for a build system that reruns the check only when its inputs change (the build-tool plugin).",
            valueName: "file"))
    var buildStamp: String?

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

    /// `--changed=REV` reaches the parser as `--changed-since REV` (ArgumentParser has no
    /// options whose value may be left out).
    static func argumentsSpellingOptionalValues(_ arguments: [String]) -> [String] {
        arguments.flatMap { argument -> [String] in
            argument.hasPrefix("--changed=")
                ? ["--changed-since", String(argument.dropFirst("--changed=".count))] : [argument]
        }
    }

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        for path in paths + [root].compactMap({ $0 }) where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("No such file or folder: \(path)")
        }
        if noCache && cachePath != nil {
            throw ValidationError("--no-cache and --cache-path cannot be combined")
        }
        if writeBaseline != nil && (strictBaseline || changed || changedSince != nil || changedLines) {
            throw ValidationError(
                "--write-baseline records every finding; it cannot be combined with --strict-baseline or --changed")
        }
    }

    func run() throws {
        let run = CheckRun(
            CheckOptions(
                paths: paths, root: root,
                changes: changed || changedSince != nil || changedLines
                    ? ChangeSelection(since: changedSince, onlyChangedLines: changedLines) : nil,
                baseline: writeBaseline != nil ? .ignored : baseline.map { .file(Self.absolute($0)) } ?? .configured,
                cache: noCache ? nil : CheckCache(folder: cachePath.map(Self.absolute) ?? CheckCache.defaultFolder()),
                jobs: jobs, timesRules: timing))
        if explainConvention {
            try reportingFailures { () throws(CheckRunError) in
                try run.explainConventions(warn: Self.printWarning) { print($0.text, terminator: "") }
            }
            return
        }
        let progressLine =
            ProgressLine.isWanted(flag: progress, format: format)
            ? ProgressLine(roots: run.roots) : nil
        var outcome = try reportingFailures { () throws(CheckRunError) in
            defer { progressLine?.clear() }
            return try run.run(progress: progressLine) { warning in
                progressLine?.clear()
                Self.printWarning(warning)
            }
        }
        if let writeBaseline {
            try write(outcome.findings, toBaseline: writeBaseline)
            return
        }
        print(try outcome.timing.measure("reporting") { try format.render(outcome.report) }, terminator: "")
        if timing { FileHandle.standardError.write(Data(outcome.timing.text.utf8)) }
        var status: Int32 = outcome.findings.contains(where: { failOn.isReached(by: $0.finding.severity) }) ? 1 : 0
        if strictBaseline, try !baselineIsCurrent(outcome) {
            status = 1
        }
        if let buildStamp {
            try reportingFailures { () throws(BuildStampError) in
                try Self.writeBuildStamp(at: Self.absolute(buildStamp))
            }
        }
        // The process ends here: freeing the snapshots (and their kept trees) first would cost
        // time for nothing.
        withExtendedLifetime(outcome) { Foundation.exit(status) }
    }

    private func write(_ findings: [FindingWithLines], toBaseline path: String) throws {
        let baseline = Baseline(recording: findings, path: Self.absolute(path))
        try reportingFailures { () throws(BaselineError) in try baseline.write(to: Self.absolute(path)) }
        let entries = baseline.findings.count
        FileHandle.standardError.write(
            Data(
                "Wrote \(findings.count) finding(s) in \(entries) entr\(entries == 1 ? "y" : "ies") to \(path)\n".utf8))
    }

    /// Writes `--build-stamp`: a build system compiles it with the target (a Swift comment), which
    /// orders the check before the target's compilation and lets an unchanged target skip it.
    private static func writeBuildStamp(at path: String) throws(BuildStampError) {
        let text = "// Written by `mvvm-lsp check --build-stamp`: the MVVM check of this target ran.\n"
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw BuildStampError(path: path, reason: error.localizedDescription)
        }
    }

    /// With `--strict-baseline`: whether every entry still matches; prints the stale ones.
    private func baselineIsCurrent(_ outcome: CheckOutcome) throws -> Bool {
        guard !outcome.baselinesUsed.isEmpty else {
            Self.printError(
                "--strict-baseline: no baseline was used (give --baseline FILE or set `baseline:` in \(Configuration.fileName))"
            )
            throw ExitCode(2)
        }
        for (path, entries) in outcome.staleBaselineEntries {
            let total = entries.reduce(0) { $0 + $1.count }
            Self.printError(
                "the baseline \(path) lists \(total) finding(s) that are gone or moved; rewrite it with --write-baseline \(path):"
            )
            for entry in entries {
                FileHandle.standardError.write(
                    Data("  \(entry.file) [\(entry.rule)] ×\(entry.count): \(entry.line)\n".utf8))
            }
        }
        return outcome.staleBaselineEntries.isEmpty
    }

    /// Runs `body`; a failure is printed as `error: …` and ends the run with exit code 2.
    private func reportingFailures<Result, Failure: Error & CustomStringConvertible>(
        _ body: () throws(Failure) -> Result
    ) throws -> Result {
        do {
            return try body()
        } catch {
            Self.printError(error.description)
            throw ExitCode(2)
        }
    }

    /// Runs the check `body`; a failure is printed as `error: …` (one line per configuration
    /// error) and ends the run with exit code 2.
    private func reportingFailures<Result>(_ body: () throws(CheckRunError) -> Result) throws -> Result {
        do {
            return try body()
        } catch {
            for message in error.messages { Self.printError(message) }
            throw ExitCode(2)
        }
    }

    private static func printWarning(_ warning: CheckWarning) {
        FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
    }

    private static func printError(_ message: String) {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    }

    private static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}

extension CheckOutputFormat: ExpressibleByArgument {}

/// `--build-stamp` could not be written.
struct BuildStampError: Error, CustomStringConvertible {
    let path: String
    let reason: String
    var description: String { "cannot write the build stamp \(path): \(reason)" }
}
