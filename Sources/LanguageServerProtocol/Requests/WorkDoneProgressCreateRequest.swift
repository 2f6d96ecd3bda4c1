/// `window/workDoneProgress/create`: the server asks the client for a progress token.
public enum WorkDoneProgressCreateRequest: LSPRequest {
    public static let method = "window/workDoneProgress/create"
    public typealias Params = WorkDoneProgressCreateParams
    public typealias Response = NullResult
}

public struct WorkDoneProgressCreateParams: Codable, Sendable, Hashable {
    public var token: String
    public init(token: String) { self.token = token }
}

/// `$/progress`: begin, report and end of a long operation.
public enum ProgressNotification: LSPNotification {
    public static let method = "$/progress"
    public typealias Params = ProgressParams
}

public struct ProgressParams: Codable, Sendable, Hashable {
    public var token: String
    public var value: WorkDoneProgress
    public init(token: String, value: WorkDoneProgress) {
        self.token = token
        self.value = value
    }
}

public struct WorkDoneProgress: Codable, Sendable, Hashable {
    public var kind: String
    public var title: String?
    public var message: String?
    public var percentage: Int?

    public static func begin(_ title: String, message: String?) -> WorkDoneProgress {
        WorkDoneProgress(kind: "begin", title: title, message: message, percentage: 0)
    }
    public static func report(_ message: String, percentage: Int) -> WorkDoneProgress {
        WorkDoneProgress(kind: "report", title: nil, message: message, percentage: percentage)
    }
    public static func end(_ message: String) -> WorkDoneProgress {
        WorkDoneProgress(kind: "end", title: nil, message: message, percentage: nil)
    }
}
