/// The identifiers a text contains, as a Bloom filter: a file's entry in the workspace's "which
/// files name X" index (`WorkspaceSnapshot.files(naming:)`). `mayContain` is true for every
/// identifier the text holds and, rarely, for one it does not (callers confirm on the bytes);
/// false means the text does not hold it. Three bits per four bytes of text or more (a power
/// of two, at least 512 per file): ten or more per identifier occurrence in real code, whose
/// identifiers are 13 bytes apart on average (7.5 in the densest files); two bits set per word;
/// a few hundred bytes a file, built in one pass without sorting.
public struct IdentifierDigest: Sendable, Hashable {
    let bits: [UInt64]

    /// The digest of the identifiers in `bytes`, words as `IdentifierBytes` reads them (in
    /// comments and string literals too, as a search of the bytes would find them).
    public init(_ bytes: [UInt8]) {
        bits = bytes.withUnsafeBufferPointer { Self.bits(of: $0) }
    }

    /// A digest of words `bits(of:identifierStart:other:)` computed.
    init(bits: [UInt64]) {
        self.bits = bits
    }

    /// The filter's words for the identifiers in `bytes`, sized from the text's length (a pass
    /// counting the identifiers first cost half as much as hashing them). `identifierStart` is
    /// told the offset of each identifier's first byte, `other` that of every byte outside
    /// identifiers, so that another scan of the text can share this pass (`SourceScan`).
    @inline(__always)
    static func bits(
        of bytes: UnsafeBufferPointer<UInt8>, identifierStart: (Int) -> Void = { _ in },
        other: (Int) -> Void = { _ in }
    ) -> [UInt64] {
        var count = 8
        while count * 64 * 4 < bytes.count * 3 { count *= 2 }
        return [UInt64](unsafeUninitializedCapacity: count) { bits, initialized in
            bits.initialize(repeating: 0)
            initialized = count
            let mask = UInt32(count * 64 - 1)
            var index = 0
            while index < bytes.count {
                guard IdentifierBytes.isIdentifierByte(bytes[index]) else {
                    other(index)
                    index += 1
                    continue
                }
                identifierStart(index)
                var hash = seed
                while index < bytes.count, IdentifierBytes.isIdentifierByte(bytes[index]) {
                    hash = mix(hash, bytes[index])
                    index += 1
                }
                let (first, second) = positions(of: hash, mask: mask)
                bits[Int(first >> 6)] |= 1 << UInt64(first & 63)
                bits[Int(second >> 6)] |= 1 << UInt64(second & 63)
            }
        }
    }

    /// Whether the text may contain `text` (an identifier, or any text: then each identifier in
    /// it); false means it does not.
    public func mayContain(_ text: some StringProtocol) -> Bool {
        mayContain(Probe(text))
    }

    /// The hashes of a text's words, computed once to ask many digests.
    public struct Probe: Sendable {
        let hashes: [UInt32]

        public init(_ text: some StringProtocol) {
            var hashes: [UInt32] = []
            var hash = IdentifierDigest.seed
            var inWord = false
            for byte in text.utf8 {
                if IdentifierBytes.isIdentifierByte(byte) {
                    hash = IdentifierDigest.mix(inWord ? hash : IdentifierDigest.seed, byte)
                    inWord = true
                } else if inWord {
                    hashes.append(hash)
                    inWord = false
                }
            }
            if inWord { hashes.append(hash) }
            self.hashes = hashes
        }
    }

    /// `mayContain` for a probe's words.
    public func mayContain(_ probe: Probe) -> Bool {
        probe.hashes.allSatisfy(contains)
    }

    private func contains(_ hash: UInt32) -> Bool {
        let (first, second) = Self.positions(of: hash, mask: UInt32(bits.count * 64 - 1))
        return bits[Int(first >> 6)] & (1 << UInt64(first & 63)) != 0
            && bits[Int(second >> 6)] & (1 << UInt64(second & 63)) != 0
    }

    /// The two bits a word's hash sets (its low half, and its high half mixed again).
    @inline(__always)
    static func positions(of hash: UInt32, mask: UInt32) -> (UInt32, UInt32) {
        (hash & mask, ((hash >> 16) &* 0x45D9F3B ^ hash) & mask)
    }

    /// FNV-1a, 32 bits.
    private static let seed: UInt32 = 2_166_136_261

    private static func mix(_ hash: UInt32, _ byte: UInt8) -> UInt32 {
        (hash ^ UInt32(byte)) &* 16_777_619
    }
}
