/// What the server implements, advertised in the `initialize` result. Only capabilities the
/// server really handles are set; absent fields are omitted from the JSON.
public struct ServerCapabilities: Codable, Sendable, Hashable {
    public var positionEncoding: PositionEncodingKind?
    public var textDocumentSync: TextDocumentSyncOptions?
    public var diagnosticProvider: DiagnosticOptions?
    public var codeActionProvider: CodeActionOptions?
    public var experimental: JSONValue?

    public init(positionEncoding: PositionEncodingKind? = nil,
                textDocumentSync: TextDocumentSyncOptions? = nil,
                diagnosticProvider: DiagnosticOptions? = nil,
                codeActionProvider: CodeActionOptions? = nil,
                experimental: JSONValue? = nil) {
        self.positionEncoding = positionEncoding
        self.textDocumentSync = textDocumentSync
        self.diagnosticProvider = diagnosticProvider
        self.codeActionProvider = codeActionProvider
        self.experimental = experimental
    }
}

/// Pull diagnostics: `textDocument/diagnostic` and, optionally, `workspace/diagnostic`.
public struct DiagnosticOptions: Codable, Sendable, Hashable {
    public var identifier: String?
    /// A change in one file can change another file's diagnostics.
    public var interFileDependencies: Bool
    public var workspaceDiagnostics: Bool

    public init(identifier: String? = nil, interFileDependencies: Bool, workspaceDiagnostics: Bool) {
        self.identifier = identifier
        self.interFileDependencies = interFileDependencies
        self.workspaceDiagnostics = workspaceDiagnostics
    }
}

/// The code-action kinds the server returns.
public struct CodeActionOptions: Codable, Sendable, Hashable {
    public var codeActionKinds: [CodeActionKind]?
    public var resolveProvider: Bool?

    public init(codeActionKinds: [CodeActionKind]?, resolveProvider: Bool? = nil) {
        self.codeActionKinds = codeActionKinds
        self.resolveProvider = resolveProvider
    }
}

/// How the client sends document text.
public struct TextDocumentSyncOptions: Codable, Sendable, Hashable {
    public var openClose: Bool?
    public var change: TextDocumentSyncKind?
    public var save: SaveOptions?

    public init(openClose: Bool? = nil, change: TextDocumentSyncKind? = nil, save: SaveOptions? = nil) {
        self.openClose = openClose
        self.change = change
        self.save = save
    }

    public struct SaveOptions: Codable, Sendable, Hashable {
        public var includeText: Bool?
        public init(includeText: Bool? = nil) { self.includeText = includeText }
    }
}

/// Whether `didChange` carries the full text or incremental edits.
public enum TextDocumentSyncKind: Int, Codable, Sendable {
    case none = 0
    case full = 1
    case incremental = 2
}
