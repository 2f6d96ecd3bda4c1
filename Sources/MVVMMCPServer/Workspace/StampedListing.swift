import MVVMAnalyzerCore
import MVVMOperations
import MVVMRules

/// The files of a workspace that its answers depend on, each with its stamp, as one walk of the
/// folder tree (`RootListing`, shared with `check`) finds them: the analysable files (`*.swift`, `Package.swift` manifests among them,
/// and `*.yml`/`*.yaml`) and the configuration files (every `.mvvm-lsp.yml` and the root's
/// `.fosmvvm-review.yml`). Taken before the files are read, so a write during the read shows as
/// a changed stamp next time.
struct StampedListing: Sendable {
    /// Analysable file → its stamp (nil when `stat` fails, e.g. a dangling link).
    var files: [String: FileStamp?]
    /// Configuration file → its stamp.
    var configurationFiles: [String: FileStamp?]
    /// Folders that could not be listed.
    var unreadableFolders: [UnreadablePath]
    /// When the stamps were taken (nanoseconds since 1970; see `FileStamp.isRacy`).
    var time: Int64
    /// The walk's findings, with its folders' stamps: the next listing takes them again when no
    /// folder changed (`RootListing.init?(reusing:)`).
    let rootListing: RootListing

    /// Lists and stamps the files under `root` (hidden and build folders skipped, as the
    /// workspace's own load does); the folders are not walked again when none changed since
    /// the `previous` listing.
    init(root: String, previous: StampedListing? = nil) {
        time = FileStamp.now()
        let listing = previous.flatMap { RootListing(reusing: $0.rootListing) } ?? RootListing(root: root)
        rootListing = listing
        files = [:]
        configurationFiles = [:]
        for path in listing.analysablePaths { files.updateValue(FileStamp(path: path), forKey: path) }
        for path in listing.configurationFiles { configurationFiles.updateValue(FileStamp(path: path), forKey: path) }
        let reviewSettings = (root.hasSuffix("/") ? root : root + "/") + FOSMVVMReviewSettings.fileName
        if let stamp = FileStamp(path: reviewSettings) { configurationFiles[reviewSettings] = stamp }
        unreadableFolders = listing.unreadableFolders
    }

    /// Whether the analysable file at `path` may have changed after its stamp was taken without
    /// the stamp showing it (see `FileStamp.isRacy`).
    func isRacy(file path: String) -> Bool {
        files[path]??.isRacy(takenAt: time) ?? false
    }

    /// Whether the configuration file at `path` may have changed after its stamp was taken
    /// without the stamp showing it.
    func isRacy(configurationFile path: String) -> Bool {
        configurationFiles[path]??.isRacy(takenAt: time) ?? false
    }
}
