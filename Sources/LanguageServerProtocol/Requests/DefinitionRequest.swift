/// `textDocument/definition`: where the symbol under the cursor is declared.
public enum DefinitionRequest: LSPRequest {
    public static let method = "textDocument/definition"
    public typealias Params = TextDocumentPositionParams
    public typealias Response = [Location]
}
