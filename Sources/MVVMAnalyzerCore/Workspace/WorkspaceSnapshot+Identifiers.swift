extension WorkspaceSnapshot {
    /// The Swift files whose text may name `identifier` as a whole word (by their
    /// `IdentifierDigest`), sorted by path: every file that does, and rarely one that does not,
    /// so callers confirm on the bytes. Cross-file rules search these instead of every file.
    public func files(naming identifier: String) -> [SourceFile] {
        // The word is hashed once, and the digests are read from one flat table (made once per
        // state of the workspace): a rule asking for each of a thousand views' names reads no file.
        let table = derived.value(DerivedValueKey("identifier digests")) {
            IdentifierDigest.Table(
                sourceFiles.map { (path: $0.key, digest: $0.value.identifiers) }.sorted { $0.path < $1.path })
        }
        return table.indices(mayContaining: IdentifierDigest.Probe(identifier)).compactMap {
            sourceFiles[table.paths[$0]]
        }
    }
}
