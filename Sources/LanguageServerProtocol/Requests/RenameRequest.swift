/// `textDocument/rename`: renames a view model together with its views, files and YAML key.
public enum RenameRequest: LSPRequest {
    public static let method = "textDocument/rename"
    public typealias Params = RenameParams
    public typealias Response = WorkspaceEdit?
}

public struct RenameParams: Codable, Sendable, Hashable, TextDocumentScopedParams {
    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public var newName: String

    public init(textDocument: TextDocumentIdentifier, position: Position, newName: String) {
        self.textDocument = textDocument
        self.position = position
        self.newName = newName
    }
    public var documentURI: DocumentURI { textDocument.uri }
}
