/// A place in a workspace file.
public struct SymbolLocation: Sendable, Hashable {
    public var path: String
    public var range: ByteRange

    public init(path: String, range: ByteRange) {
        self.path = path
        self.range = range
    }
}
