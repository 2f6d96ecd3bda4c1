/// `textDocument/didClose`: the document's truth is the file on disk again.
public enum DidCloseTextDocumentNotification: LSPNotification {
    public static let method = "textDocument/didClose"
    public typealias Params = DidCloseTextDocumentParams
}

public struct DidCloseTextDocumentParams: Codable, Sendable, Hashable, TextDocumentScopedParams {
    public var textDocument: TextDocumentIdentifier
    public init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
    public var documentURI: DocumentURI { textDocument.uri }
}
