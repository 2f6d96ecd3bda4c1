import Foundation
import MVVMAnalyzerCore

/// A workspace folder that a front end serves: turns the paths a client gives into absolute
/// ones inside it, and refuses every path that leads outside it (through `..` or a symbolic link).
public struct WorkspaceRoot: Sendable, Hashable {
    /// The folder, absolute and standardized.
    public let path: String
    /// The folder with symbolic links resolved, to compare real locations.
    private let realPath: String

    public init(_ path: String) {
        self.path = URL(fileURLWithPath: path).standardizedFileURL.path
        realPath = Self.realLocation(of: self.path)
    }

    /// `path` (relative to the root, or absolute) as an absolute path inside the root.
    public func absolutePath(_ path: String) throws(OutsideWorkspaceRoot) -> String {
        let absolute = path.hasPrefix("/") ? path : (self.path as NSString).appendingPathComponent(path)
        let standardized = URL(fileURLWithPath: absolute).standardizedFileURL.path
        guard contains(standardized) else { throw OutsideWorkspaceRoot(path: path, root: self.path) }
        return standardized
    }

    /// Whether the absolute `path` is the root or lies inside it, also after resolving links.
    public func contains(_ path: String) -> Bool {
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        guard standardized == self.path || standardized.hasPrefix(self.path + "/") else { return false }
        let real = Self.realLocation(of: standardized)
        return real == realPath || real.hasPrefix(realPath + "/")
    }

    /// `path` relative to the root when inside it (`.` for the root), else as it is.
    public func relativePath(_ path: String) -> String {
        RelativePath.display(path, in: self.path)
    }

    /// The real location of `path`: its deepest existing ancestor with links resolved, followed
    /// by the components that do not exist yet.
    private static func realLocation(of path: String) -> String {
        var existing = path
        var missing: [String] = []
        while !FileManager.default.fileExists(atPath: existing) && existing != "/" {
            missing.insert((existing as NSString).lastPathComponent, at: 0)
            existing = (existing as NSString).deletingLastPathComponent
        }
        let resolved = URL(fileURLWithPath: existing).resolvingSymlinksInPath().path
        return missing.reduce(resolved) { ($0 as NSString).appendingPathComponent($1) }
    }
}

/// A path that leads outside the workspace root.
public struct OutsideWorkspaceRoot: Error, Sendable, CustomStringConvertible {
    public let path: String
    public let root: String

    public var description: String { "\(path) is outside the workspace root \(root)" }
}
