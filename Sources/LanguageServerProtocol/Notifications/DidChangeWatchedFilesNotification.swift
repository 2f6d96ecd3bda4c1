/// `workspace/didChangeWatchedFiles`: files changed on disk outside the editor's buffers.
public enum DidChangeWatchedFilesNotification: LSPNotification {
    public static let method = "workspace/didChangeWatchedFiles"
    public typealias Params = DidChangeWatchedFilesParams
}

public struct DidChangeWatchedFilesParams: Codable, Sendable, Hashable {
    public var changes: [FileEvent]
    public init(changes: [FileEvent]) { self.changes = changes }
}

public struct FileEvent: Codable, Sendable, Hashable {
    public var uri: DocumentURI
    public var type: FileChangeType
    public init(uri: DocumentURI, type: FileChangeType) {
        self.uri = uri
        self.type = type
    }
}

public enum FileChangeType: Int, Codable, Sendable, Hashable {
    case created = 1
    case changed = 2
    case deleted = 3
}
