/// `textDocument/codeLens`: lenses over view models and views; commands filled in by
/// `codeLens/resolve`.
public enum CodeLensRequest: LSPRequest {
    public static let method = "textDocument/codeLens"
    public typealias Params = CodeLensParams
    public typealias Response = [CodeLens]
}

/// `codeLens/resolve`: fills in a lens's command.
public enum CodeLensResolveRequest: LSPRequest {
    public static let method = "codeLens/resolve"
    public typealias Params = CodeLens
    public typealias Response = CodeLens
}

public struct CodeLensParams: Codable, Sendable, Hashable, TextDocumentScopedParams {
    public var textDocument: TextDocumentIdentifier
    public init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
    public var documentURI: DocumentURI { textDocument.uri }
}

public struct CodeLens: Codable, Sendable, Hashable {
    public var range: Range
    public var command: Command?
    public var data: JSONValue?

    public init(range: Range, command: Command? = nil, data: JSONValue? = nil) {
        self.range = range
        self.command = command
        self.data = data
    }
}
