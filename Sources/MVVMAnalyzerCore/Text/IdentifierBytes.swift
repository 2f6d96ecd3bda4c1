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
        guard !word.isEmpty, range.start >= 0, range.end <= bytes.count else { return false }
        var from = range.start
        while from < range.end, let found = bytes[from..<range.end].firstRange(of: word) {
            let before = found.lowerBound, after = found.upperBound
            if (before == 0 || !isIdentifierByte(bytes[before - 1])) && (after == bytes.count || !isIdentifierByte(bytes[after])) {
                return true
            }
            from = before + 1
        }
        return false
    }
}
