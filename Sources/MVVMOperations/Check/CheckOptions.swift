import Foundation
import MVVMRules

/// What a `check` run is asked for, whichever front end asks: `CheckRun` does it.
public struct CheckOptions: Sendable {
    /// Files and folders to lint (relative to the current folder, or absolute); none: the
    /// current folder, or all of `root`.
    public var paths: [String]
    /// The workspace root the paths lie in: its configuration applies and every file in it is
    /// read for cross-file rules, but only `paths` are linted.
    public var root: String?
    /// Lint only what git says changed; nil lints every selected file.
    public var changes: ChangeSelection?
    /// Which baseline hides accepted findings.
    public var baseline: BaselineChoice
    /// Which findings are reported, by rule and severity.
    public var filter: FindingFilter
    /// The cache of findings between runs; nil analyses every file.
    public var cache: CheckCache?
    /// Files analysed at once.
    public var jobs: Int
    /// Whether each rule's time is added up (`check --timing`); phases are always timed.
    public var timesRules: Bool
    /// The folder the report's paths are relative to.
    public var reportPathsRelativeTo: String

    public init(
        paths: [String] = [], root: String? = nil, changes: ChangeSelection? = nil,
        baseline: BaselineChoice = .configured, filter: FindingFilter = .everything, cache: CheckCache? = nil,
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount, timesRules: Bool = false,
        reportPathsRelativeTo: String = FileManager.default.currentDirectoryPath
    ) {
        self.paths = paths
        self.root = root
        self.changes = changes
        self.baseline = baseline
        self.filter = filter
        self.cache = cache
        self.jobs = jobs
        self.timesRules = timesRules
        self.reportPathsRelativeTo = reportPathsRelativeTo
    }
}

/// `check --changed[=REV]` and `--changed-lines`: which git changes narrow a run.
public struct ChangeSelection: Sendable {
    /// The revision compared with; nil: the merge base with the default branch.
    public var revision: String?
    /// Report only findings on changed lines, not every finding of a changed file.
    public var onlyChangedLines: Bool

    public init(since revision: String?, onlyChangedLines: Bool) {
        self.revision = revision
        self.onlyChangedLines = onlyChangedLines
    }
}

/// Which baseline a run applies.
public enum BaselineChoice: Sendable, Equatable {
    /// Each file's `baseline:` setting.
    case configured
    /// This baseline file (absolute) for every file, whatever the configuration says.
    case file(String)
    /// None: every finding is reported (`check --write-baseline`, the MCP `fix` tool).
    case ignored
}

/// Which findings a run reports: of some rules (none named: every rule), at least this severe.
public struct FindingFilter: Sendable {
    /// Canonical rule ids; empty admits every rule.
    public let rules: Set<String>
    public let minSeverity: Severity

    /// Every finding.
    public static let everything = FindingFilter(rules: [], minSeverity: .info)

    /// `rules` may use any id `RuleRegistry.acceptedIDs` holds (aliases included).
    public init(rules: [String], minSeverity: Severity) {
        self.rules = Set(rules.map(RuleRegistry.canonicalID))
        self.minSeverity = minSeverity
    }

    public func admits(_ finding: MVVMRules.Finding) -> Bool {
        (rules.isEmpty || rules.contains(finding.ruleID)) && finding.severity >= minSeverity
    }
}
