/// Paths relative to a folder: the one way every layer writes a path for people and reports.
public enum RelativePath {
    /// `path` below `folder` (`Sources/App/A.swift`), `.` for the folder itself, nil when it
    /// lies elsewhere. Both absolute, `/`-separated, without a trailing slash (but `/`).
    public static func of(_ path: String, in folder: String) -> String? {
        if path == folder { return "." }
        return subpath(of: path, below: folder).map(String.init)
    }

    /// `path` strictly below `folder`, as a part of `path` (compared on UTF-8 bytes, without
    /// copies: for code that asks it of every file); nil for the folder itself or elsewhere.
    public static func subpath(of path: String, below folder: String) -> Substring? {
        if folder == "/" { return path.count > 1 && path.hasPrefix("/") ? path.dropFirst() : nil }
        let bytes = path.utf8
        let base = folder.utf8
        guard bytes.count > base.count + 1, bytes.starts(with: base),
            bytes[bytes.index(bytes.startIndex, offsetBy: base.count)] == UInt8(ascii: "/")
        else { return nil }
        return path[bytes.index(bytes.startIndex, offsetBy: base.count + 1)...]
    }

    /// `path` below `folder` when it is there, else the path as it is (for messages).
    public static func display(_ path: String, in folder: String) -> String {
        of(path, in: folder) ?? path
    }

    /// `folder/relative`, or `folder` when `relative` is empty or `.`.
    public static func joined(_ folder: String, _ relative: String) -> String {
        if relative.isEmpty || relative == "." { return folder }
        return folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }
}
