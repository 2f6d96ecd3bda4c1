/// `mvvm/indexReady` (custom, server to client): a workspace folder has been read, so answers
/// that depend on other files (code lenses, matching files) are now complete. Sent to every
/// client; one that cannot take `workspace/codeLens/refresh` refreshes its lenses on it.
public enum IndexReadyNotification: LSPNotification {
    public static let method = "mvvm/indexReady"
    public typealias Params = IndexReadyParams
}

public struct IndexReadyParams: Codable, Sendable, Hashable {
    /// The workspace folder.
    public var root: DocumentURI
    /// Swift files read.
    public var files: Int

    public init(root: DocumentURI, files: Int) {
        self.root = root
        self.files = files
    }
}
