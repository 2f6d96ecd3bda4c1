import MVVMAnalyzerCore
import MVVMRules

/// What a `CheckRun` found, for a front end to render.
public struct CheckOutcome: Sendable {
    /// The report every output format renders.
    public let report: CheckReport
    /// The reported findings (filtered, less those a baseline hides), with their fixes, in the
    /// order they were linted when no baseline applies.
    public let findings: [FindingWithLines]
    /// The baseline files used, sorted.
    public let baselinesUsed: [String]
    /// Entries of the used baselines that no longer match a finding, by baseline file: those
    /// of files the run linted and of files that no longer exist.
    public let staleBaselineEntries: [(path: String, entries: [Baseline.Entry])]
    /// How long each phase (and, when asked, each rule) took; the caller may add phases.
    public var timing: CheckTiming
    /// The last root's workspace, kept so that a process about to exit need not free it first.
    public let lastWorkspace: DiskWorkspace?
}

/// Something a run reports and goes on: a configuration warning or a file it could not read.
public enum CheckWarning: Sendable, CustomStringConvertible {
    case configuration(ConfigurationError)
    case unreadable(UnreadablePath)

    public var description: String {
        switch self {
        case .configuration(let warning): return "\(warning)"
        case .unreadable(let path): return "skipped \(path)"
        }
    }
}

/// Why a run gave no report.
public enum CheckRunError: Error, Sendable {
    /// The git changes asked for cannot be found.
    case changes(GitChangesError)
    /// A baseline cannot be read.
    case baseline(BaselineError)
    /// Configuration files have errors (every root's, in the order of the roots).
    case configuration([ConfigurationError])
}

extension CheckRunError: CustomStringConvertible {
    /// One line per problem (a configuration error each, `file:line:col: …`): what the command
    /// line prints, each as `error: …`.
    public var messages: [String] {
        switch self {
        case .changes(let failure): [failure.description]
        case .baseline(let failure): [failure.description]
        case .configuration(let errors): errors.map(\.description)
        }
    }

    /// The problem as one message (configuration errors listed below a heading): what a tool
    /// call answers.
    public var description: String {
        guard case .configuration = self else { return messages.joined(separator: "\n") }
        return (["the workspace's configuration has errors:"] + messages.map { "  " + $0 }).joined(separator: "\n")
    }
}
