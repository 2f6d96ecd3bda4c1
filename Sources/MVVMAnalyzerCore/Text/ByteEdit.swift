/// One replacement in a text, in UTF-8 offsets of the text before it; a list of them applies
/// in order, each against the text the previous one left.
public struct ByteEdit: Sendable, Hashable {
    public var range: ByteRange
    public var replacement: [UInt8]

    public init(range: ByteRange, replacement: [UInt8]) {
        self.range = range
        self.replacement = replacement
    }
}

/// The edits that turned `base` into a later text.
public struct TextChanges: Sendable {
    public var base: String
    public var edits: [ByteEdit]

    public init(base: String, edits: [ByteEdit]) {
        self.base = base
        self.edits = edits
    }
}
