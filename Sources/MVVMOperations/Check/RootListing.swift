import Foundation
import MVVMAnalyzerCore
import MVVMRules

/// What one walk of a root's folders finds: the analysable files (`*.swift`, `*.yml`,
/// `*.yaml`), the configuration files (`.mvvm-lsp.yml`) and the folders that could not be
/// listed. `check` used to walk twice, once for each kind, opening every folder of the root
/// twice (gem-ios: 900 folder reads, half of a run on an unchanged tree). The MCP server's
/// warm workspace lists its root with it too.
public struct RootListing: Sendable {
    /// The analysable files, sorted.
    public let analysablePaths: [String]
    /// The configuration files, sorted.
    public let configurationFiles: [String]
    public let unreadableFolders: [UnreadablePath]

    /// Lists `root` (hidden and build folders skipped); a root that is not a folder or cannot
    /// be listed lists nothing, as `CheckTargets.analysablePaths` does.
    public init(root: String) {
        var isDirectory: ObjCBool = false
        var problems: [UnreadablePath] = []
        let listed = FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) && isDirectory.boolValue
            ? FolderListing(hiddenFilesListed: [Configuration.fileName]).files(under: root, accepting: { path in
                path.hasSuffix(".swift") || LocalizationStore.accepts(path: path)
            }, unreadable: &problems)
            : []
        guard problems.first?.path != root else {
            (analysablePaths, configurationFiles, unreadableFolders) = ([], [], [])
            return
        }
        var analysable: [String] = []
        var configuration: [String] = []
        for path in listed {
            if path.hasSuffix("/" + Configuration.fileName) { configuration.append(path) } else { analysable.append(path) }
        }
        (analysablePaths, configurationFiles, unreadableFolders) = (analysable.sorted(), configuration.sorted(), problems)
    }
}
