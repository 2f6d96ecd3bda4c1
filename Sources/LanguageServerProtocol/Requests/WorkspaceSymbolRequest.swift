/// `workspace/symbol`: views and view models across the workspace matching a query.
public enum WorkspaceSymbolRequest: LSPRequest {
    public static let method = "workspace/symbol"
    public typealias Params = WorkspaceSymbolParams
    public typealias Response = [SymbolInformation]
}

public struct WorkspaceSymbolParams: Codable, Sendable, Hashable {
    public var query: String
    public init(query: String) { self.query = query }
}

public struct SymbolInformation: Codable, Sendable, Hashable {
    public var name: String
    public var kind: SymbolKind
    public var location: Location
    public var containerName: String?

    public init(name: String, kind: SymbolKind, location: Location, containerName: String?) {
        self.name = name
        self.kind = kind
        self.location = location
        self.containerName = containerName
    }
}
