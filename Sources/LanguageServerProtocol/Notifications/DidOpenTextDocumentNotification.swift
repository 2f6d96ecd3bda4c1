/// `textDocument/didOpen`: the client now owns the document's text.
public enum DidOpenTextDocumentNotification: LSPNotification {
    public static let method = "textDocument/didOpen"
    public typealias Params = DidOpenTextDocumentParams
}

public struct DidOpenTextDocumentParams: Codable, Sendable, Hashable, TextDocumentScopedParams {
    public var textDocument: TextDocumentItem
    public init(textDocument: TextDocumentItem) { self.textDocument = textDocument }
    public var documentURI: DocumentURI { textDocument.uri }
}
