/// Folders and names of the workspace paths rules see (slash-separated, absolute in a workspace).
enum SourcePath {
    /// The folder holding `path`: what comes before its last slash, without the slash (empty
    /// for a file at the root, `.` for a bare file name), so `folder + "/" + name` is a path
    /// beside it.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }

    /// The path of a file called `name` in the folder holding `path`.
    static func sibling(named name: String, of path: String) -> String {
        let folder = folder(of: path)
        return folder == "." && !path.hasPrefix("./") ? name : folder + "/" + name
    }

    /// The last component of `path`.
    static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
