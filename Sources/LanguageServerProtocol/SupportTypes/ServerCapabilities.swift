/// What the server implements, advertised in the `initialize` result. Only capabilities the
/// server really handles are set; absent fields are omitted from the JSON.
public struct ServerCapabilities: Codable, Sendable, Hashable {
    public var positionEncoding: PositionEncodingKind?
    public var textDocumentSync: TextDocumentSyncOptions?
    public var experimental: JSONValue?

    public init(positionEncoding: PositionEncodingKind? = nil,
                textDocumentSync: TextDocumentSyncOptions? = nil,
                experimental: JSONValue? = nil) {
        self.positionEncoding = positionEncoding
        self.textDocumentSync = textDocumentSync
        self.experimental = experimental
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
