/// Where two versions of a text differ: the one region left after trimming their common
/// prefix and suffix. Maps ranges of the old text that lie outside that region to the new text
/// (several edits collapse into one region, which only makes the mapping more cautious).
public struct TextDifference: Sendable, Equatable {
    /// The bytes of the old text that were replaced.
    public let old: ByteRange
    /// The bytes of the new text that replaced them.
    public let new: ByteRange

    /// The difference between `old` and `new` (UTF-8 bytes).
    public init(from old: [UInt8], to new: [UInt8]) {
        let limit = min(old.count, new.count)
        var prefix = 0
        while prefix < limit, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < limit - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        self.old = ByteRange(start: prefix, end: old.count - suffix)
        self.new = ByteRange(start: prefix, end: new.count - suffix)
    }

    /// Whether the two texts are equal.
    public var isIdentity: Bool { old.isEmpty && new.isEmpty }

    /// Where the text of `range` (of the old text) is in the new text; nil when the range
    /// reaches into the changed region, or is empty at its edge (which side it belongs to is
    /// unknown).
    public func map(_ range: ByteRange) -> ByteRange? {
        if isIdentity { return range }
        if range.end < old.start || (range.end == old.start && !range.isEmpty) { return range }
        if range.start > old.end || (range.start == old.end && !range.isEmpty) {
            return range.shifted(by: new.end - old.end)
        }
        return nil
    }
}
