/// A change to the workspace: edits to documents and file operations, applied in order.
public struct WorkspaceEdit: Codable, Sendable, Hashable {
    /// Used when the client supports `documentChanges`.
    public var documentChanges: [DocumentChange]?
    /// Plain edits by URI, for clients without `documentChanges`.
    public var changes: [DocumentURI: [TextEdit]]?

    public init(documentChanges: [DocumentChange]? = nil, changes: [DocumentURI: [TextEdit]]? = nil) {
        self.documentChanges = documentChanges
        self.changes = changes
    }
}

/// Replaces a range with new text.
public struct TextEdit: Codable, Sendable, Hashable {
    public var range: Range
    public var newText: String
    public init(range: Range, newText: String) {
        self.range = range
        self.newText = newText
    }
}

/// Edits to one document; `version` lets the client refuse an edit computed on stale text.
public struct TextDocumentEdit: Codable, Sendable, Hashable {
    public var textDocument: OptionalVersionedTextDocumentIdentifier
    public var edits: [TextEdit]
    public init(textDocument: OptionalVersionedTextDocumentIdentifier, edits: [TextEdit]) {
        self.textDocument = textDocument
        self.edits = edits
    }
}

/// A document and its version, or `null` for a file that is not open.
public struct OptionalVersionedTextDocumentIdentifier: Codable, Sendable, Hashable {
    public var uri: DocumentURI
    public var version: Int?
    public init(uri: DocumentURI, version: Int?) {
        self.uri = uri
        self.version = version
    }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(uri, forKey: .uri)
        try container.encode(version, forKey: .version) // explicit null, as the spec requires
    }
    enum CodingKeys: String, CodingKey { case uri, version }
}

/// Options of a file creation or rename.
public struct FileOperationOptions: Codable, Sendable, Hashable {
    public var overwrite: Bool?
    public var ignoreIfExists: Bool?
    public init(overwrite: Bool? = nil, ignoreIfExists: Bool? = nil) {
        self.overwrite = overwrite
        self.ignoreIfExists = ignoreIfExists
    }
}

/// One entry of `WorkspaceEdit.documentChanges`.
public enum DocumentChange: Codable, Sendable, Hashable {
    case edit(TextDocumentEdit)
    case create(uri: DocumentURI, options: FileOperationOptions?)
    case rename(oldUri: DocumentURI, newUri: DocumentURI, options: FileOperationOptions?)

    private enum CodingKeys: String, CodingKey { case kind, uri, oldUri, newUri, options }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decodeIfPresent(String.self, forKey: .kind) {
        case "create":
            self = .create(
                uri: try container.decode(String.self, forKey: .uri),
                options: try container.decodeIfPresent(FileOperationOptions.self, forKey: .options))
        case "rename":
            self = .rename(
                oldUri: try container.decode(String.self, forKey: .oldUri),
                newUri: try container.decode(String.self, forKey: .newUri),
                options: try container.decodeIfPresent(FileOperationOptions.self, forKey: .options))
        default:
            self = .edit(try TextDocumentEdit(from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .edit(let edit):
            try edit.encode(to: encoder)
        case .create(let uri, let options):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("create", forKey: .kind)
            try container.encode(uri, forKey: .uri)
            try container.encodeIfPresent(options, forKey: .options)
        case .rename(let oldUri, let newUri, let options):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("rename", forKey: .kind)
            try container.encode(oldUri, forKey: .oldUri)
            try container.encode(newUri, forKey: .newUri)
            try container.encodeIfPresent(options, forKey: .options)
        }
    }
}
