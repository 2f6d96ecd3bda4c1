/// `$/cancelRequest`: the client no longer needs the answer to a request.
public enum CancelRequestNotification: LSPNotification {
    public static let method = "$/cancelRequest"
    public typealias Params = CancelParams
}

public struct CancelParams: Codable, Sendable, Hashable {
    public var id: RequestID
    public init(id: RequestID) { self.id = id }
}
