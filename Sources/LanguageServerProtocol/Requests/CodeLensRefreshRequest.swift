/// `workspace/codeLens/refresh`: the server asks the client to request its code lenses again
/// (after indexing finished, so lenses computed from a partial workspace are replaced).
public enum CodeLensRefreshRequest: LSPRequest {
    public static let method = "workspace/codeLens/refresh"
    public typealias Params = EmptyParams
    public typealias Response = NullResult
}
