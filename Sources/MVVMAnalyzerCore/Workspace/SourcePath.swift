/// Path arithmetic on the workspace's paths (slash-separated, absolute in a workspace): folders,
/// names, and paths relative to a folder — the one place where a path is taken apart as text.
public enum SourcePath {
    /// The folder holding `path`: what comes before its last slash, without the slash (empty
    /// for a file at the root, `.` for a bare file name), so `folder + "/" + name` is a path
    /// beside it.
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }

    /// The path of a file called `name` in the folder holding `path`.
    public static func sibling(named name: String, of path: String) -> String {
        let folder = folder(of: path)
        return folder == "." && !path.hasPrefix("./") ? name : folder + "/" + name
    }

    /// The last component of `path`.
    public static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `path` below `folder` (`Sources/A.swift` for `/ws/Sources/A.swift` below `/ws`), nil when
    /// it is not below it (`folder` itself included). Compared on UTF-8 bytes, without copies.
    public static func relative(_ path: String, below folder: String) -> Substring? {
        let base = folder.utf8
        let bytes = path.utf8
        guard bytes.count > base.count, bytes.starts(with: base),
              bytes[bytes.index(bytes.startIndex, offsetBy: base.count)] == UInt8(ascii: "/") else { return nil }
        return path[bytes.index(bytes.startIndex, offsetBy: base.count + 1)...]
    }

    /// `path` relative to `folder` when it is below it, else `path` as it is: how reports,
    /// baselines and messages name a file.
    public static func shown(_ path: String, from folder: String) -> String {
        relative(path, below: folder).map(String.init) ?? path
    }

    /// Whether `path` lies below `folder`.
    public static func isBelow(_ path: String, _ folder: String) -> Bool {
        relative(path, below: folder) != nil
    }
}
