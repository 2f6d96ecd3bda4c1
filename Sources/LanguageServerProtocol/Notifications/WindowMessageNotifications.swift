/// `window/logMessage`: a line for the client's log.
public enum LogMessageNotification: LSPNotification {
    public static let method = "window/logMessage"
    public typealias Params = MessageParams
}

/// `window/showMessage`: a message the client shows the user.
public enum ShowMessageNotification: LSPNotification {
    public static let method = "window/showMessage"
    public typealias Params = MessageParams
}

/// Params of `window/logMessage` and `window/showMessage`: exactly the fields the
/// specification defines (some clients reject unknown ones).
public struct MessageParams: Codable, Sendable, Hashable {
    public var type: MessageType
    public var message: String
    public init(type: MessageType, message: String) {
        self.type = type
        self.message = message
    }
}
