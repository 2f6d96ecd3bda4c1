/// `textDocument/references`: where the symbol under the cursor is used.
public enum ReferencesRequest: LSPRequest {
    public static let method = "textDocument/references"
    public typealias Params = ReferenceParams
    public typealias Response = [Location]
}

public struct ReferenceParams: Codable, Sendable, Hashable, TextDocumentScopedParams {
    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public var context: ReferenceContext

    public init(textDocument: TextDocumentIdentifier, position: Position, context: ReferenceContext) {
        self.textDocument = textDocument
        self.position = position
        self.context = context
    }
    public var documentURI: DocumentURI { textDocument.uri }

    public struct ReferenceContext: Codable, Sendable, Hashable {
        public var includeDeclaration: Bool
        public init(includeDeclaration: Bool) { self.includeDeclaration = includeDeclaration }
    }
}
