/// The parts of the client's capabilities the server reads. Every field is optional, and
/// fields the server does not read are ignored, so any LSP 3.x client decodes.
public struct ClientCapabilities: Codable, Sendable, Hashable {
    public var general: General?
    public var window: Window?
    public var workspace: Workspace?
    public var textDocument: TextDocument?

    public init(
        general: General? = nil, window: Window? = nil, workspace: Workspace? = nil,
        textDocument: TextDocument? = nil
    ) {
        self.general = general
        self.window = window
        self.workspace = workspace
        self.textDocument = textDocument
    }

    public struct General: Codable, Sendable, Hashable {
        /// Encodings the client supports, most preferred first.
        public var positionEncodings: [PositionEncodingKind]?
        public init(positionEncodings: [PositionEncodingKind]? = nil) {
            self.positionEncodings = positionEncodings
        }
    }

    public struct Window: Codable, Sendable, Hashable {
        public var workDoneProgress: Bool?
        public var showDocument: ShowDocument?
        public struct ShowDocument: Codable, Sendable, Hashable {
            public var support: Bool
        }
    }

    public struct Workspace: Codable, Sendable, Hashable {
        public var applyEdit: Bool?
        public var workspaceEdit: WorkspaceEdit?
        public var configuration: Bool?
        public var workspaceFolders: Bool?
        public var didChangeWatchedFiles: DynamicRegistration?
        public var diagnostics: Refresh?
        public var codeLens: Refresh?

        public struct WorkspaceEdit: Codable, Sendable, Hashable {
            public var documentChanges: Bool?
            public var resourceOperations: [String]?
        }
        public struct Refresh: Codable, Sendable, Hashable {
            public var refreshSupport: Bool?
        }
    }

    public struct TextDocument: Codable, Sendable, Hashable {
        public var publishDiagnostics: PublishDiagnostics?
        public var diagnostic: DynamicRegistration?
        public var codeAction: CodeAction?

        public struct PublishDiagnostics: Codable, Sendable, Hashable {
            public var versionSupport: Bool?
            public var relatedInformation: Bool?
            public var codeDescriptionSupport: Bool?
        }
        public struct CodeAction: Codable, Sendable, Hashable {
            public var codeActionLiteralSupport: JSONValue?
            public var resolveSupport: JSONValue?
            public var disabledSupport: Bool?
        }
    }

    public struct DynamicRegistration: Codable, Sendable, Hashable {
        public var dynamicRegistration: Bool?
    }
}
