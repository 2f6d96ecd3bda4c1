/// The identifiers a text contains, as sorted 32-bit hashes: a file's entry in the workspace's
/// "which files name X" index (`WorkspaceSnapshot.files(naming:)`). A hash match says the file
/// may name the identifier (two words can share a hash), its absence that it does not; callers
/// confirm on the bytes. About 4 bytes per distinct word, so 10,000 files cost a few megabytes.
public struct IdentifierDigest: Sendable, Hashable {
    private let hashes: [UInt32]

    /// The digest of the identifiers in `bytes`, words as `IdentifierBytes` reads them (in
    /// comments and string literals too, as a search of the bytes would find them).
    public init(_ bytes: [UInt8]) {
        var hashes: [UInt32] = []
        hashes.reserveCapacity(bytes.count / 16)
        var index = 0
        while index < bytes.count {
            guard IdentifierBytes.isIdentifierByte(bytes[index]) else {
                index += 1
                continue
            }
            var hash = Self.seed
            while index < bytes.count, IdentifierBytes.isIdentifierByte(bytes[index]) {
                hash = Self.mix(hash, bytes[index])
                index += 1
            }
            hashes.append(hash)
        }
        hashes.sort()
        var unique: [UInt32] = []
        unique.reserveCapacity(hashes.count / 3)
        for hash in hashes where unique.last != hash { unique.append(hash) }
        self.hashes = unique
    }

    /// Whether the text may contain `text` (an identifier, or any text: then each identifier in
    /// it); false means it does not.
    public func mayContain(_ text: some StringProtocol) -> Bool {
        var hash = Self.seed
        var inWord = false
        for byte in text.utf8 {
            if IdentifierBytes.isIdentifierByte(byte) {
                hash = Self.mix(inWord ? hash : Self.seed, byte)
                inWord = true
            } else if inWord {
                guard contains(hash) else { return false }
                inWord = false
            }
        }
        return !inWord || contains(hash)
    }

    private func contains(_ target: UInt32) -> Bool {
        var low = 0, high = hashes.count
        while low < high {
            let middle = (low + high) / 2
            if hashes[middle] < target { low = middle + 1 } else { high = middle }
        }
        return low < hashes.count && hashes[low] == target
    }

    /// FNV-1a, 32 bits.
    private static let seed: UInt32 = 2_166_136_261

    private static func mix(_ hash: UInt32, _ byte: UInt8) -> UInt32 {
        (hash ^ UInt32(byte)) &* 16_777_619
    }
}
