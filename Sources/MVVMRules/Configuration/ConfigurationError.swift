/// Why a configuration could not be used, with the 1-based line and column of the problem.
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The configuration file, or a label such as `editor settings`.
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String
    /// `.error`: the file could not be used and the last good configuration stays in force
    /// (`check` stops); `.warning`: the problem was skipped and the rest, or the defaults,
    /// apply (`check` goes on).
    public var severity: Severity

    public init(path: String, line: Int, column: Int, message: String, severity: Severity = .error) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.severity = severity
    }

    /// Whether the problem stops a `check` run.
    public var isFatal: Bool { severity == .error }

    public var description: String { "\(path):\(line):\(column): \(message)" }
}
