/// `workspace/diagnostic/refresh`: the server asks the client to pull diagnostics again
/// (after a change in one file altered another file's diagnostics).
public enum WorkspaceDiagnosticRefreshRequest: LSPRequest {
    public static let method = "workspace/diagnostic/refresh"
    public typealias Params = EmptyParams
    public typealias Response = NullResult
}
