import SwiftSyntax

extension SyntaxProtocol {
    /// The same text as swift-syntax's `trimmedDescription` (the node without its first
    /// token's leading and last token's trailing trivia), read from the source text instead
    /// of built from a trimmed copy of the tree.
    public var trimmedText: String {
        let bytes = syntaxTextBytes
        let start = leadingTriviaLength.utf8Length
        let end = bytes.count - trailingTriviaLength.utf8Length
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
