/// Swift identifiers in UTF-8 source bytes, found without a syntax tree (for cheap passes over
/// text, such as a file's pre-parse limits or a search for a type's name).
public enum IdentifierBytes {
    /// Whether `byte` can be part of an identifier: an ASCII letter, digit or `_`, or any byte of
    /// a non-ASCII character.
    public static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == 0x5F || byte >= 0x80
    }

    /// Whether `word` stands in `bytes[range]` as a whole identifier (not part of a longer one).
    public static func contains(_ word: [UInt8], in bytes: [UInt8], within range: ByteRange) -> Bool {
        count(word, in: bytes, within: range, upTo: 1) == 1
    }

    /// How many times `word` stands in `bytes[range]` as a whole identifier, counting at most
    /// `limit`.
    public static func count(_ word: [UInt8], in bytes: [UInt8], within range: ByteRange, upTo limit: Int = .max) -> Int {
        guard !word.isEmpty, range.start >= 0, range.end <= bytes.count else { return 0 }
        var found = 0
        var from = range.start
        while from < range.end, found < limit, let match = bytes[from..<range.end].firstRange(of: word) {
            let before = match.lowerBound, after = match.upperBound
            if (before == 0 || !isIdentifierByte(bytes[before - 1])) && (after == bytes.count || !isIdentifierByte(bytes[after])) {
                found += 1
            }
            from = before + 1
        }
        return found
    }
}
