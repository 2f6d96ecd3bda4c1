/// Swift identifiers in UTF-8 source bytes, found without a syntax tree (for cheap passes over
/// text, such as a file's pre-parse limits or a search for a type's name).
public enum IdentifierBytes {
    /// Whether `byte` can be part of an identifier: an ASCII letter, digit or `_`, or any byte of
    /// a non-ASCII character.
    /// One bit test on a 128-bit table (every pass over a file's bytes asks this of each byte).
    @inline(__always)
    public static func isIdentifierByte(_ byte: UInt8) -> Bool {
        if byte >= 0x80 { return true }
        let bits = byte < 64 ? digitBits : letterBits
        return (bits >> UInt64(byte & 63)) & 1 == 1
    }

    /// Bytes 0–63 that are identifier bytes: `0`–`9`.
    private static let digitBits: UInt64 = 0x03FF_0000_0000_0000
    /// Bytes 64–127 that are identifier bytes: `A`–`Z` (bits 1–26), `_` (bit 31), `a`–`z` (bits 33–58).
    private static let letterBits: UInt64 = 0x07FF_FFFE_87FF_FFFE

    /// Whether `word` stands in `bytes[range]` as a whole identifier (not part of a longer one).
    public static func contains(_ word: [UInt8], in bytes: [UInt8], within range: ByteRange) -> Bool {
        count(word, in: bytes, within: range, upTo: 1) == 1
    }

    /// How many times `word` stands in `bytes[range]` as a whole identifier, counting at most
    /// `limit`.
    public static func count(_ word: [UInt8], in bytes: [UInt8], within range: ByteRange, upTo limit: Int = .max) -> Int
    {
        guard !word.isEmpty, range.start >= 0, range.end <= bytes.count else { return 0 }
        var found = 0
        var from = range.start
        while from < range.end, found < limit, let match = bytes[from..<range.end].firstRange(of: word) {
            let before = match.lowerBound, after = match.upperBound
            if (before == 0 || !isIdentifierByte(bytes[before - 1]))
                && (after == bytes.count || !isIdentifierByte(bytes[after]))
            {
                found += 1
            }
            from = before + 1
        }
        return found
    }
}
