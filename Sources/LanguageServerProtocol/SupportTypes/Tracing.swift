/// How much the server reports about its message traffic through `$/logTrace`.
public enum TraceValue: String, Codable, Sendable, Comparable {
    case off, messages, verbose

    public static func < (lhs: TraceValue, rhs: TraceValue) -> Bool {
        let order: [TraceValue] = [.off, .messages, .verbose]
        return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
    }
}

/// Severity of a `window/logMessage` or `window/showMessage`.
public enum MessageType: Int, Codable, Sendable {
    case error = 1
    case warning = 2
    case info = 3
    case log = 4
}
