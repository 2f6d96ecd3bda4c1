/// `initialized`: the client received the `initialize` result.
public enum InitializedNotification: LSPNotification {
    public static let method = "initialized"
    public typealias Params = EmptyParams
}

/// `exit`: the server process ends; code 0 after `shutdown`, 1 otherwise.
public enum ExitNotification: LSPNotification {
    public static let method = "exit"
    public typealias Params = EmptyParams
}
