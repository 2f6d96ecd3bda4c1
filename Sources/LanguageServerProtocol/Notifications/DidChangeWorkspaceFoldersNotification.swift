/// `workspace/didChangeWorkspaceFolders`: folders were added to or removed from the workspace.
public enum DidChangeWorkspaceFoldersNotification: LSPNotification {
    public static let method = "workspace/didChangeWorkspaceFolders"
    public typealias Params = DidChangeWorkspaceFoldersParams
}

public struct DidChangeWorkspaceFoldersParams: Codable, Sendable, Hashable {
    public var event: WorkspaceFoldersChangeEvent
    public init(event: WorkspaceFoldersChangeEvent) { self.event = event }
}

public struct WorkspaceFoldersChangeEvent: Codable, Sendable, Hashable {
    public var added: [WorkspaceFolder]
    public var removed: [WorkspaceFolder]
    public init(added: [WorkspaceFolder], removed: [WorkspaceFolder]) {
        self.added = added
        self.removed = removed
    }
}
