extension IdentifierDigest {
    /// Many files' digests in one flat array of words, asked in one pass: the workspace's
    /// "which files name X" index. A rule asking for each of a thousand views' names copies no
    /// digest and retains nothing per file (`WorkspaceSnapshot.files(naming:)`).
    public struct Table: Sendable {
        /// The files, in the order their digests are stored.
        public let paths: [String]
        private let words: [UInt64]
        /// Where each file's words start in `words`; one more entry than `paths`, the end.
        private let starts: [Int]

        /// The table of `digests`, in their order.
        public init(_ digests: [(path: String, digest: IdentifierDigest)]) {
            paths = digests.map(\.path)
            var words: [UInt64] = []
            words.reserveCapacity(digests.reduce(0) { $0 + $1.digest.bits.count })
            var starts = [0]
            starts.reserveCapacity(digests.count + 1)
            for entry in digests {
                words.append(contentsOf: entry.digest.bits)
                starts.append(words.count)
            }
            self.words = words
            self.starts = starts
        }

        /// The indices in `paths` of the files whose digest may contain every word of `probe`.
        public func indices(mayContaining probe: Probe) -> [Int] {
            var found: [Int] = []
            words.withUnsafeBufferPointer { words in
                starts.withUnsafeBufferPointer { starts in
                    probe.hashes.withUnsafeBufferPointer { hashes in
                        for file in 0..<(starts.count - 1) {
                            let start = starts[file]
                            let mask = UInt32((starts[file + 1] - start) * 64 - 1)
                            let holdsAll = hashes.allSatisfy { hash in
                                let (first, second) = IdentifierDigest.positions(of: hash, mask: mask)
                                return words[start + Int(first >> 6)] & (1 << UInt64(first & 63)) != 0
                                    && words[start + Int(second >> 6)] & (1 << UInt64(second & 63)) != 0
                            }
                            if holdsAll { found.append(file) }
                        }
                    }
                }
            }
            return found
        }
    }
}
