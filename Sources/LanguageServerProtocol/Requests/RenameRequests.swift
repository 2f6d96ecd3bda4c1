/// `textDocument/prepareRename`: whether the symbol under the cursor can be renamed.
public enum PrepareRenameRequest: LSPRequest {
    public static let method = "textDocument/prepareRename"
    public typealias Params = TextDocumentPositionParams
    public typealias Response = PrepareRenameResult?
}

public struct PrepareRenameResult: Codable, Sendable, Hashable {
    public var range: Range
    public var placeholder: String
    public init(range: Range, placeholder: String) {
        self.range = range
        self.placeholder = placeholder
    }
}

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

/// `workspace/willRenameFiles`: edits to make before the client renames files.
public enum WillRenameFilesRequest: LSPRequest {
    public static let method = "workspace/willRenameFiles"
    public typealias Params = RenameFilesParams
    public typealias Response = WorkspaceEdit?
}

public struct RenameFilesParams: Codable, Sendable, Hashable {
    public var files: [FileRename]
    public init(files: [FileRename]) { self.files = files }

    public struct FileRename: Codable, Sendable, Hashable {
        public var oldUri: DocumentURI
        public var newUri: DocumentURI
        public init(oldUri: DocumentURI, newUri: DocumentURI) {
            self.oldUri = oldUri
            self.newUri = newUri
        }
    }
}
