extension IdentifierDigest {
    /// Many files' digests, asked in one pass: the workspace's "which files name X" index. A rule
    /// asking for each of a thousand views' names copies no digest and retains nothing per file
    /// (`WorkspaceSnapshot.files(naming:)`); the digests' words are the files' own, not copies.
    public struct Table: Sendable {
        /// The files, in the order their digests are stored.
        public let paths: [String]
        private let digests: [IdentifierDigest]

        /// The table of `digests`, in their order.
        public init(_ digests: [(path: String, digest: IdentifierDigest)]) {
            paths = digests.map(\.path)
            self.digests = digests.map(\.digest)
        }

        /// The indices in `paths` of the files whose digest may contain every word of `probe`.
        public func indices(mayContaining probe: Probe) -> [Int] {
            var found: [Int] = []
            probe.hashes.withUnsafeBufferPointer { hashes in
                digests.withUnsafeBufferPointer { digests in
                    for (file, digest) in digests.enumerated() {
                        let holdsAll = digest.bits.withUnsafeBufferPointer { words in
                            let mask = UInt32(words.count * 64 - 1)
                            return hashes.allSatisfy { hash in
                                let (first, second) = IdentifierDigest.positions(of: hash, mask: mask)
                                return words[Int(first >> 6)] & (1 << UInt64(first & 63)) != 0
                                    && words[Int(second >> 6)] & (1 << UInt64(second & 63)) != 0
                            }
                        }
                        if holdsAll { found.append(file) }
                    }
                }
            }
            return found
        }
    }
}
