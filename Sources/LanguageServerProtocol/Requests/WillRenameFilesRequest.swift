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
