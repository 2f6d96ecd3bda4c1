/// An `import` declaration.
public struct ImportFact: Sendable, Hashable {
    /// The imported module path, e.g. `FOSMVVM` or `SwiftUI`.
    public var module: String
    public var range: ByteRange

    public init(module: String, range: ByteRange) {
        self.module = module
        self.range = range
    }
}
