/// `textDocument/didSave`: the document was written to disk.
public enum DidSaveTextDocumentNotification: LSPNotification {
    public static let method = "textDocument/didSave"
    public typealias Params = DidSaveTextDocumentParams
}

public struct DidSaveTextDocumentParams: Codable, Sendable, Hashable, TextDocumentScopedParams {
    public var textDocument: TextDocumentIdentifier
    public var text: String?
    public init(textDocument: TextDocumentIdentifier, text: String? = nil) {
        self.textDocument = textDocument
        self.text = text
    }
    public var documentURI: DocumentURI { textDocument.uri }
}
