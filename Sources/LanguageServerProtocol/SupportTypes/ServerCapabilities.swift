/// What the server implements, advertised in the `initialize` result. Only capabilities the
/// server really handles are set; absent fields are omitted from the JSON.
public struct ServerCapabilities: Codable, Sendable, Hashable {
    public var positionEncoding: PositionEncodingKind?
    public var textDocumentSync: TextDocumentSyncOptions?
    public var diagnosticProvider: DiagnosticOptions?
    public var codeActionProvider: CodeActionOptions?
    public var codeLensProvider: CodeLensOptions?
    public var definitionProvider: Bool?
    public var referencesProvider: Bool?
    public var hoverProvider: Bool?
    public var documentSymbolProvider: Bool?
    public var workspaceSymbolProvider: Bool?
    public var renameProvider: RenameOptions?
    public var executeCommandProvider: ExecuteCommandOptions?
    public var workspace: WorkspaceCapabilities?
    public var experimental: JSONValue?

    public init(
        positionEncoding: PositionEncodingKind? = nil,
        textDocumentSync: TextDocumentSyncOptions? = nil,
        diagnosticProvider: DiagnosticOptions? = nil,
        codeActionProvider: CodeActionOptions? = nil,
        codeLensProvider: CodeLensOptions? = nil,
        definitionProvider: Bool? = nil,
        referencesProvider: Bool? = nil,
        hoverProvider: Bool? = nil,
        documentSymbolProvider: Bool? = nil,
        workspaceSymbolProvider: Bool? = nil,
        renameProvider: RenameOptions? = nil,
        executeCommandProvider: ExecuteCommandOptions? = nil,
        workspace: WorkspaceCapabilities? = nil,
        experimental: JSONValue? = nil
    ) {
        self.positionEncoding = positionEncoding
        self.textDocumentSync = textDocumentSync
        self.diagnosticProvider = diagnosticProvider
        self.codeActionProvider = codeActionProvider
        self.codeLensProvider = codeLensProvider
        self.definitionProvider = definitionProvider
        self.referencesProvider = referencesProvider
        self.hoverProvider = hoverProvider
        self.documentSymbolProvider = documentSymbolProvider
        self.workspaceSymbolProvider = workspaceSymbolProvider
        self.renameProvider = renameProvider
        self.executeCommandProvider = executeCommandProvider
        self.workspace = workspace
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

public struct CodeLensOptions: Codable, Sendable, Hashable {
    public var resolveProvider: Bool
    public init(resolveProvider: Bool) { self.resolveProvider = resolveProvider }
}

public struct RenameOptions: Codable, Sendable, Hashable {
    public var prepareProvider: Bool
    public init(prepareProvider: Bool) { self.prepareProvider = prepareProvider }
}

public struct ExecuteCommandOptions: Codable, Sendable, Hashable {
    public var commands: [String]
    public init(commands: [String]) { self.commands = commands }
}

/// Server capabilities under `workspace`: workspace folders and file-operation requests.
public struct WorkspaceCapabilities: Codable, Sendable, Hashable {
    public var workspaceFolders: WorkspaceFolders?
    public var fileOperations: FileOperations?
    public init(workspaceFolders: WorkspaceFolders?, fileOperations: FileOperations?) {
        self.workspaceFolders = workspaceFolders
        self.fileOperations = fileOperations
    }

    public struct WorkspaceFolders: Codable, Sendable, Hashable {
        public var supported: Bool
        public var changeNotifications: Bool
        public init(supported: Bool, changeNotifications: Bool) {
            self.supported = supported
            self.changeNotifications = changeNotifications
        }
    }

    public struct FileOperations: Codable, Sendable, Hashable {
        public var willRename: Registration?
        public init(willRename: Registration?) { self.willRename = willRename }
    }

    public struct Registration: Codable, Sendable, Hashable {
        public var filters: [Filter]
        public init(filters: [Filter]) { self.filters = filters }
    }

    public struct Filter: Codable, Sendable, Hashable {
        public var pattern: Pattern
        public init(glob: String) { self.pattern = Pattern(glob: glob) }
        public struct Pattern: Codable, Sendable, Hashable { public var glob: String }
    }
}
