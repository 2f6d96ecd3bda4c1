extension WorkspaceSnapshot {
    /// The Swift files whose text may name `identifier` as a whole word (by their
    /// `IdentifierDigest`), sorted by path: every file that does, and rarely one that does not,
    /// so callers confirm on the bytes. Cross-file rules search these instead of every file.
    public func files(naming identifier: String) -> [SourceFile] {
        sourceFiles.values.filter { $0.identifiers.mayContain(identifier) }.sorted { $0.path < $1.path }
    }
}
