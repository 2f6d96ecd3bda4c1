/// A SwiftUI preview declared in a file.
public struct PreviewFact: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// `#Preview { … }`.
        case macro
        /// A type conforming to `PreviewProvider`.
        case previewProvider
        /// A `#Preview` inside a `/* … */` comment (the contract convention's the current contract style style).
        case commentedMacro
    }

    public var kind: Kind
    /// The preview's display name, e.g. `Loading` for `#Preview("Loading")`.
    public var title: String?
    public var range: ByteRange
    /// Whether the preview sits inside `#if DEBUG`.
    public var isInsideDebugBlock: Bool
    /// The source text of the preview's body, for rules that look at what it builds.
    public var bodyText: String

    public init(kind: Kind, title: String?, range: ByteRange, isInsideDebugBlock: Bool, bodyText: String) {
        self.kind = kind
        self.title = title
        self.range = range
        self.isInsideDebugBlock = isInsideDebugBlock
        self.bodyText = bodyText
    }
}
