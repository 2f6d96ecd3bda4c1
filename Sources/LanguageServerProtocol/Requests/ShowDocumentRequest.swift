/// `window/showDocument`: the server asks the client to open a document.
public enum ShowDocumentRequest: LSPRequest {
    public static let method = "window/showDocument"
    public typealias Params = ShowDocumentParams
    public typealias Response = ShowDocumentResult
}

public struct ShowDocumentParams: Codable, Sendable, Hashable {
    public var uri: DocumentURI
    public var takeFocus: Bool?
    public var selection: Range?

    public init(uri: DocumentURI, takeFocus: Bool? = nil, selection: Range? = nil) {
        self.uri = uri
        self.takeFocus = takeFocus
        self.selection = selection
    }
}

public struct ShowDocumentResult: Codable, Sendable, Hashable {
    public var success: Bool

    public init(success: Bool) { self.success = success }
}
