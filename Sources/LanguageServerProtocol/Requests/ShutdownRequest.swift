/// `shutdown`: the client asks the server to stop serving; `exit` follows.
public enum ShutdownRequest: LSPRequest {
    public static let method = "shutdown"
    public typealias Params = EmptyParams
    public typealias Response = NullResult
}
