/// `workspace/executeCommand`: runs one of the commands the server advertised.
public enum ExecuteCommandRequest: LSPRequest {
    public static let method = "workspace/executeCommand"
    public typealias Params = ExecuteCommandParams
    public typealias Response = JSONValue
}

public struct ExecuteCommandParams: Codable, Sendable, Hashable {
    public var command: String
    public var arguments: [JSONValue]?

    public init(command: String, arguments: [JSONValue]? = nil) {
        self.command = command
        self.arguments = arguments
    }
}
