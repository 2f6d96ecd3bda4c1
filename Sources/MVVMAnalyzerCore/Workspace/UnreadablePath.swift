import Foundation

/// A file or folder of a workspace that could not be read, and why; skipped by the analysis
/// and reported to the user.
public struct UnreadablePath: Error, Sendable, Hashable, CustomStringConvertible {
    public let path: String
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }

    /// Why the file or folder at `path`, which could not be read, cannot be: the system's
    /// message when it denies access, else what is wrong with the contents.
    static func diagnose(_ path: String, isFolder: Bool = false) -> UnreadablePath {
        if access(path, R_OK | (isFolder ? X_OK : 0)) != 0 {
            return UnreadablePath(path: path, reason: String(cString: strerror(errno)))
        }
        var status = stat()
        if !isFolder, stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            return UnreadablePath(path: path, reason: "not a regular file")
        }
        return UnreadablePath(path: path, reason: isFolder ? "cannot list its files" : "not UTF-8 text")
    }
}
