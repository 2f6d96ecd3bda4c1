/// `textDocument/didChange`: edits to an open document, applied in order.
public enum DidChangeTextDocumentNotification: LSPNotification {
    public static let method = "textDocument/didChange"
    public typealias Params = DidChangeTextDocumentParams
}

public struct DidChangeTextDocumentParams: Codable, Sendable, Hashable, TextDocumentScopedParams {
    public var textDocument: VersionedTextDocumentIdentifier
    public var contentChanges: [TextDocumentContentChangeEvent]

    public init(textDocument: VersionedTextDocumentIdentifier, contentChanges: [TextDocumentContentChangeEvent]) {
        self.textDocument = textDocument
        self.contentChanges = contentChanges
    }
    public var documentURI: DocumentURI { textDocument.uri }
}
