import Foundation
import MVVMAnalyzerCore
import MVVMRules

/// What one walk of a root's folders finds: the analysable files (`*.swift`, `*.yml`,
/// `*.yaml`), the configuration files (`.mvvm-lsp.yml`) and the folders that could not be
/// listed, in one walk: each folder of the root is opened once, which on an unchanged tree is
/// most of a run's work. The MCP server's refreshable workspace lists its root with it too, and reuses
/// its last listing the same way.
///
/// The walk also stamps every folder it lists, so that the next `check` can take the same
/// listing from its cache when no folder's stamp changed (`init?(reusing:)`): a `stat` of each
/// folder instead of opening and reading it.
public struct RootListing: Sendable {
    /// A folder listed, with its stamp taken before its entries were read.
    public struct Folder: Sendable, Equatable {
        public let path: String
        public let stamp: FileStamp
    }

    /// The analysable files, sorted.
    public let analysablePaths: [String]
    /// The configuration files, sorted.
    public let configurationFiles: [String]
    public let unreadableFolders: [UnreadablePath]
    /// Every folder listed (the root among them) with a stamp a later run can trust; nil when
    /// one could not be stamped or was changed too recently for its stamp to show a change in
    /// the same clock tick (`FileStamp.isRacy`), or a folder could not be read.
    public let settledFolders: [Folder]?
    /// Whether this is a listing reused from the last run, every folder's stamp unchanged.
    public let isReused: Bool

    /// Lists `root` (hidden and build folders skipped); a root that is not a folder or cannot
    /// be listed lists nothing, as `CheckTargets.analysablePaths` does.
    public init(root: String) {
        let time = FileStamp.now()
        var isDirectory: ObjCBool = false
        var problems: [UnreadablePath] = []
        var folders: [Folder] = []
        var everyFolderSettled = true
        let listed =
            FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) && isDirectory.boolValue
            ? FolderWalk(hiddenFilesListed: [Configuration.fileName]).files(
                under: root,
                accepting: { path in
                    path.hasSuffix(".swift") || LocalizationStore.accepts(path: path)
                }, unreadable: &problems,
                stampFolder: { folder, stamp in
                    guard let stamp, !stamp.isRacy(takenAt: time) else {
                        everyFolderSettled = false
                        return
                    }
                    folders.append(Folder(path: folder, stamp: stamp))
                })
            : []
        isReused = false
        guard problems.first?.path != root else {
            (analysablePaths, configurationFiles, unreadableFolders, settledFolders) = ([], [], [], nil)
            return
        }
        var analysable: [String] = []
        var configuration: [String] = []
        for path in listed {
            if path.hasSuffix("/" + Configuration.fileName) {
                configuration.append(path)
            } else {
                analysable.append(path)
            }
        }
        (analysablePaths, configurationFiles, unreadableFolders) = (
            analysable.sorted(), configuration.sorted(), problems
        )
        settledFolders = everyFolderSettled && problems.isEmpty && !folders.isEmpty ? folders : nil
    }

    /// The `previous` listing again, when it had settled folders and every one of them still
    /// has its stamp (see `init?(reusing:configurationFiles:analysablePaths:)`); nil otherwise.
    public init?(reusing previous: RootListing) {
        guard let folders = previous.settledFolders else { return nil }
        self.init(
            reusing: folders, configurationFiles: previous.configurationFiles, analysablePaths: previous.analysablePaths
        )
    }

    /// The listing a past walk found — its settled `folders`, its `configurationFiles` and its
    /// `analysablePaths` (sorted) — when every one of those folders still has its stamp: none
    /// has gained, lost or renamed an entry since, so a walk now would find the same. Nil when
    /// one has changed (or is gone).
    init?(reusing folders: [Folder], configurationFiles: [String], analysablePaths: [String]) {
        guard !folders.isEmpty, folders.allSatisfy({ FileStamp(path: $0.path) == $0.stamp }) else { return nil }
        self.analysablePaths = analysablePaths
        self.configurationFiles = configurationFiles
        unreadableFolders = []
        settledFolders = folders
        isReused = true
    }
}
