#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists the files under a folder with `opendir`/`readdir`: Foundation's directory enumerator
/// costs more per file than parsing a small Swift file. Hidden entries and the folders named in
/// `skippedFolders` are left out (hidden files named in `hiddenFilesListed` excepted); symbolic
/// links are listed, never followed.
public struct FolderWalk: Sendable {
    public let skippedFolders: Set<String>
    public let hiddenFilesListed: Set<String>

    public init(skippedFolders: Set<String> = WorkspaceSnapshot.skippedFolderNames, hiddenFilesListed: Set<String> = [])
    {
        self.skippedFolders = skippedFolders
        self.hiddenFilesListed = hiddenFilesListed
    }

    /// The paths under `root` (not sorted) that `accepts`; folders that cannot be read are
    /// added to `unreadable`. `stampFolder`, when given, is told of each folder listed with its
    /// stamp, taken once the folder is open and before its entries are read (so an entry added
    /// during the listing shows as a new stamp next time).
    public func files(
        under root: String, accepting accepts: (String) -> Bool, unreadable: inout [UnreadablePath],
        stampFolder: ((_ folder: String, _ stamp: FileStamp?) -> Void)? = nil
    ) -> [String] {
        var files: [String] = []
        var folders = [root]
        while let folder = folders.popLast() {
            guard let directory = opendir(folder) else {
                unreadable.append(.systemError(at: folder))
                continue
            }
            defer { closedir(directory) }
            stampFolder?(folder, FileStamp(descriptor: dirfd(directory)))
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                let isHidden = name.hasPrefix(".")
                guard !isHidden || hiddenFilesListed.contains(name) else { continue }
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                if isFolder(entry.pointee.d_type, path: path) {
                    if !isHidden, !skippedFolders.contains(name) { folders.append(path) }
                } else if accepts(path) {
                    files.append(path)
                }
            }
        }
        return files
    }

    /// Whether an entry is a real folder (not a link to one); asks `lstat` when `readdir`
    /// does not tell.
    private func isFolder(_ type: UInt8, path: String) -> Bool {
        if type != UInt8(DT_UNKNOWN) { return type == UInt8(DT_DIR) }
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}
