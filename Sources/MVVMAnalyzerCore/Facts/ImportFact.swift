/// An `import` declaration.
public struct ImportFact: Sendable, Hashable {
    /// The imported module path, e.g. `FOSMVVM` or `SwiftUI`.
    public var module: String
    public var range: ByteRange
    /// `@testable import`.
    public var isTestable: Bool

    public init(module: String, range: ByteRange, isTestable: Bool = false) {
        self.module = module
        self.range = range
        self.isTestable = isTestable
    }
}
