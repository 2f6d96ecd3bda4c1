#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// The path with the system's message for the last failed call (`errno`).
    static func systemError(at path: String) -> UnreadablePath {
        UnreadablePath(path: path, reason: String(cString: strerror(errno)))
    }
}
