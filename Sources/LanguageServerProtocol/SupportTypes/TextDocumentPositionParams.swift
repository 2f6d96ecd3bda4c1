/// A position in a document: the params of definition, hover, prepareRename.
public struct TextDocumentPositionParams: Codable, Sendable, Hashable, TextDocumentScopedParams {
    public var textDocument: TextDocumentIdentifier
    public var position: Position

    public init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
    public var documentURI: DocumentURI { textDocument.uri }
}

/// A command the client runs by sending `workspace/executeCommand`.
public struct Command: Codable, Sendable, Hashable {
    public var title: String
    public var command: String
    public var arguments: [JSONValue]?

    public init(title: String, command: String, arguments: [JSONValue]? = nil) {
        self.title = title
        self.command = command
        self.arguments = arguments
    }
}

/// The LSP `SymbolKind` values the server uses.
public enum SymbolKind: Int, Codable, Sendable, Hashable {
    case file = 1, module = 2, namespace = 3, package = 4, `class` = 5, method = 6, property = 7, field = 8
    case constructor = 9, `enum` = 10, interface = 11, function = 12, variable = 13, constant = 14
    case string = 15, number = 16, boolean = 17, array = 18, object = 19, key = 20, null = 21
    case enumMember = 22, `struct` = 23, event = 24, `operator` = 25, typeParameter = 26
}
