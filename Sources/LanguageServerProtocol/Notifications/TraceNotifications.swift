/// `$/setTrace`: the client changes how much message tracing it wants.
public enum SetTraceNotification: LSPNotification {
    public static let method = "$/setTrace"
    public typealias Params = SetTraceParams
}

public struct SetTraceParams: Codable, Sendable, Hashable {
    public var value: TraceValue
    public init(value: TraceValue) { self.value = value }
}

/// `$/logTrace`: the server reports a message it handled, when tracing is on.
public enum LogTraceNotification: LSPNotification {
    public static let method = "$/logTrace"
    public typealias Params = LogTraceParams
}

public struct LogTraceParams: Codable, Sendable, Hashable {
    public var message: String
    /// Present only when the trace value is `verbose`.
    public var verbose: String?
    public init(message: String, verbose: String? = nil) {
        self.message = message
        self.verbose = verbose
    }
}
