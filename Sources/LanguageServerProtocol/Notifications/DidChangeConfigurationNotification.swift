/// `workspace/didChangeConfiguration`: the client's settings for the server changed.
public enum DidChangeConfigurationNotification: LSPNotification {
    public static let method = "workspace/didChangeConfiguration"
    public typealias Params = DidChangeConfigurationParams
}

public struct DidChangeConfigurationParams: Codable, Sendable, Hashable {
    public var settings: JSONValue?
    public init(settings: JSONValue?) { self.settings = settings }
}
