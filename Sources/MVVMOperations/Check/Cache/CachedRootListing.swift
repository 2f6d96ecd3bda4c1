import MVVMAnalyzerCore

/// A root's listing as a `check` run found it, kept for the next run: every folder listed with
/// its stamp, and the configuration files (the analysable files are the file table's paths).
/// The next run takes this listing instead of walking the tree again when no folder's stamp
/// changed (`RootListing.init?(reusing:)`); on gem-ios (460 folders), the walk was the largest
/// part of a run on an unchanged tree.
///
/// Kept as lines after the cache's JSON line, before the file table: `folder size modified
/// status-changed inode device path` and `configuration path`, tab-separated.
struct CachedRootListing: Sendable, Equatable {
    var folders: [RootListing.Folder]
    var configurationFiles: [String]

    /// The record of `listing`, whose analysable files are the `table`'s; nil when the listing
    /// cannot be reused as it is: a folder was unreadable, unsettled or unstamped, a file could
    /// not be digested (it is not in the table), or a path holds a newline.
    init?(_ listing: RootListing, table: CachedFileTable) {
        guard let folders = listing.settledFolders, table.paths.count == listing.analysablePaths.count,
            !folders.contains(where: { $0.path.utf8.contains(UInt8(ascii: "\n")) }),
            !listing.configurationFiles.contains(where: { $0.utf8.contains(UInt8(ascii: "\n")) })
        else { return nil }
        self.folders = folders
        configurationFiles = listing.configurationFiles
    }

    /// The listing's lines.
    var text: String {
        var text = ""
        for folder in folders {
            text += "folder\t\(CacheLine.stampFields(folder.stamp))\t\(folder.path)\n"
        }
        for path in configurationFiles {
            text += "configuration\t\(path)\n"
        }
        return text
    }

    /// The listing `text` holds (as `text` writes it); nil when a line is malformed.
    init?(text: UnsafeRawBufferPointer) {
        var folders: [RootListing.Folder] = []
        var configurationFiles: [String] = []
        let wellFormed = CacheLine.forEach(in: text) { bytes in
            if let line = CacheLine(bytes, leadingFields: 6), line[0].elementsEqual("folder".utf8),
                let stamp = line.stamp(at: 1), let stamp
            {
                folders.append(RootListing.Folder(path: line.path, stamp: stamp))
                return true
            }
            guard let line = CacheLine(bytes, leadingFields: 1), line[0].elementsEqual("configuration".utf8) else {
                return false
            }
            configurationFiles.append(line.path)
            return true
        }
        guard wellFormed, !folders.isEmpty else { return nil }
        self.folders = folders
        self.configurationFiles = configurationFiles
    }

    /// The listing this record describes, with the `table`'s files, if no folder changed since.
    func reused(with table: CachedFileTable) -> RootListing? {
        RootListing(reusing: folders, configurationFiles: configurationFiles, analysablePaths: table.paths)
    }
}
