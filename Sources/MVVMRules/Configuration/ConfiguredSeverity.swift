/// A severity as configured: a `Severity`, or `off`.
public enum ConfiguredSeverity: String, Sendable, Hashable, Codable, CaseIterable {
    case off
    case info
    case warning
    case error

    /// The diagnostic severity, `nil` for `off`.
    public var severity: Severity? {
        switch self {
        case .off: nil
        case .info: .info
        case .warning: .warning
        case .error: .error
        }
    }
}
