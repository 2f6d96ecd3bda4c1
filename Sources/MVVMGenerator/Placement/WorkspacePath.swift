import Foundation

/// Keeps generated paths inside the workspace root.
enum WorkspacePath {
    /// `directory/fileName` when it is relative, free of `.`/`..` components and, through any
    /// existing (possibly symlinked) folder, still inside `root`.
    static func resolve(directory: String, fileName: String, root: String) throws(ScaffoldError) -> String {
        let path = directory.isEmpty ? fileName : directory + "/" + fileName
        if path.hasPrefix("/") || path.hasPrefix("~") {
            throw .unsafePath(path, reason: "it is absolute; paths must be relative to the workspace root")
        }
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        if components.contains(where: { $0 == ".." || $0 == "." }) {
            throw .unsafePath(path, reason: "it contains '.' or '..'")
        }
        if path.contains("\\") || path.contains("\0") {
            throw .unsafePath(path, reason: "it contains a backslash or NUL")
        }
        let normalized = components.joined(separator: "/")
        let realRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        var existing = root
        for component in components {
            let next = (existing as NSString).appendingPathComponent(String(component))
            guard (try? FileManager.default.attributesOfItem(atPath: next)) != nil else { break }
            existing = next
        }
        let realExisting = URL(fileURLWithPath: existing).resolvingSymlinksInPath().path
        guard realExisting == realRoot || realExisting.hasPrefix(realRoot + "/") else {
            throw .unsafePath(normalized, reason: "it resolves outside the workspace through a symbolic link")
        }
        return normalized
    }

    /// Whether something (file, folder or symbolic link) exists at `path` under `root`.
    static func exists(_ path: String, root: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: (root as NSString).appendingPathComponent(path))) != nil
    }
}
