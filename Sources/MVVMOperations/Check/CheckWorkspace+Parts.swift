import MVVMAnalyzerCore
import MVVMRules

extension CheckWorkspace {
    /// A workspace assembled from parts read elsewhere (the MCP server keeps its snapshot and
    /// configuration between calls and refreshes them from disk itself); every Swift file of
    /// `snapshot` is selected.
    public init(root: String, configuration: ConfigurationSet, configurationErrors: [ConfigurationError],
                snapshot: WorkspaceSnapshot, unreadable: [UnreadablePath]) {
        self.init(root: root, configuration: configuration, configurationErrors: configurationErrors, snapshot: snapshot,
                  selectedPaths: snapshot.sourceFiles.keys.sorted(), unreadable: unreadable.sorted { $0.path < $1.path })
    }
}
