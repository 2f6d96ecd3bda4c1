/// Identifies a document by URI.
public struct TextDocumentIdentifier: Codable, Sendable, Hashable {
    public var uri: DocumentURI
    public init(uri: DocumentURI) { self.uri = uri }
}

/// Identifies a document at a version.
public struct VersionedTextDocumentIdentifier: Codable, Sendable, Hashable {
    public var uri: DocumentURI
    public var version: Int
    public init(uri: DocumentURI, version: Int) {
        self.uri = uri
        self.version = version
    }
}

/// A document as the client opened it.
public struct TextDocumentItem: Codable, Sendable, Hashable {
    public var uri: DocumentURI
    public var languageId: String
    public var version: Int
    public var text: String

    public init(uri: DocumentURI, languageId: String, version: Int, text: String) {
        self.uri = uri
        self.languageId = languageId
        self.version = version
        self.text = text
    }
}

/// One change to a document: a replaced range, or the whole text when `range` is absent.
public struct TextDocumentContentChangeEvent: Codable, Sendable, Hashable {
    public var range: Range?
    public var rangeLength: Int?
    public var text: String

    public init(range: Range? = nil, rangeLength: Int? = nil, text: String) {
        self.range = range
        self.rangeLength = rangeLength
        self.text = text
    }
}

/// Params that name one document; the server orders work on the same document by it.
public protocol TextDocumentScopedParams {
    var documentURI: DocumentURI { get }
}
