/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case info
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        let order: [Severity] = [.info, .warning, .error]
        return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
    }
}
