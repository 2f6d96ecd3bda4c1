/// `textDocument/documentSymbol`: the views and view models of a file, with their members.
public enum DocumentSymbolRequest: LSPRequest {
    public static let method = "textDocument/documentSymbol"
    public typealias Params = DocumentSymbolParams
    public typealias Response = [DocumentSymbol]
}

public struct DocumentSymbolParams: Codable, Sendable, Hashable, TextDocumentScopedParams {
    public var textDocument: TextDocumentIdentifier
    public init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
    public var documentURI: DocumentURI { textDocument.uri }
}

public struct DocumentSymbol: Codable, Sendable, Hashable {
    public var name: String
    public var detail: String?
    public var kind: SymbolKind
    public var range: Range
    public var selectionRange: Range
    public var children: [DocumentSymbol]?

    public init(
        name: String, detail: String?, kind: SymbolKind, range: Range, selectionRange: Range,
        children: [DocumentSymbol]? = nil
    ) {
        self.name = name
        self.detail = detail
        self.kind = kind
        self.range = range
        self.selectionRange = selectionRange
        self.children = children
    }
}
