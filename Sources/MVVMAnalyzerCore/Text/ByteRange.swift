/// A half-open range of UTF-8 byte offsets into one file's text.
public struct ByteRange: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    public var start: Int
    public var end: Int

    public init(start: Int, end: Int) {
        self.start = start
        self.end = max(start, end)
    }

    /// An empty range at `offset`, e.g. an insertion point.
    public static func empty(at offset: Int) -> ByteRange {
        ByteRange(start: offset, end: offset)
    }

    public var length: Int { end - start }
    public var isEmpty: Bool { start == end }

    /// Whether `other` lies completely inside this range.
    public func contains(_ other: ByteRange) -> Bool {
        start <= other.start && other.end <= end
    }

    /// Whether the two ranges share a byte, or start at the same offset (two edits there
    /// would conflict). Ranges that only touch do not overlap.
    public func overlaps(_ other: ByteRange) -> Bool {
        start == other.start || (start < other.end && other.start < end)
    }

    /// This range moved by `delta` bytes.
    public func shifted(by delta: Int) -> ByteRange {
        ByteRange(start: start + delta, end: end + delta)
    }

    public static func < (lhs: ByteRange, rhs: ByteRange) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }

    public var description: String { "\(start)..<\(end)" }
}
