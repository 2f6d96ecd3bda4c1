/// `initialize`: the first request; negotiates capabilities.
public enum InitializeRequest: LSPRequest {
    public static let method = "initialize"
    public typealias Params = InitializeParams
    public typealias Response = InitializeResult
}

public struct InitializeParams: Codable, Sendable, Hashable {
    /// The client's process id; the server exits when that process dies.
    public var processId: Int?
    public var clientInfo: ClientInfo?
    public var rootUri: DocumentURI?
    public var rootPath: String?
    public var capabilities: ClientCapabilities
    public var initializationOptions: JSONValue?
    public var trace: TraceValue?
    public var workspaceFolders: [WorkspaceFolder]?

    public init(
        processId: Int? = nil, clientInfo: ClientInfo? = nil, rootUri: DocumentURI? = nil,
        rootPath: String? = nil, capabilities: ClientCapabilities = ClientCapabilities(),
        initializationOptions: JSONValue? = nil, trace: TraceValue? = nil,
        workspaceFolders: [WorkspaceFolder]? = nil
    ) {
        self.processId = processId
        self.clientInfo = clientInfo
        self.rootUri = rootUri
        self.rootPath = rootPath
        self.capabilities = capabilities
        self.initializationOptions = initializationOptions
        self.trace = trace
        self.workspaceFolders = workspaceFolders
    }

    public struct ClientInfo: Codable, Sendable, Hashable {
        public var name: String
        public var version: String?
    }
}

/// A workspace root the client opened.
public struct WorkspaceFolder: Codable, Sendable, Hashable {
    public var uri: DocumentURI
    public var name: String

    public init(uri: DocumentURI, name: String) {
        self.uri = uri
        self.name = name
    }
}

public struct InitializeResult: Codable, Sendable, Hashable {
    public var capabilities: ServerCapabilities
    public var serverInfo: ServerInfo?

    public init(capabilities: ServerCapabilities, serverInfo: ServerInfo?) {
        self.capabilities = capabilities
        self.serverInfo = serverInfo
    }

    public struct ServerInfo: Codable, Sendable, Hashable {
        public var name: String
        public var version: String?
        public init(name: String, version: String?) {
            self.name = name
            self.version = version
        }
    }
}
