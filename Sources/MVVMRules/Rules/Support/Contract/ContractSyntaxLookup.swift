import MVVMAnalyzerCore
import SwiftSyntax

extension SyntaxProtocol {
    /// The node of type `T` that spans exactly `range` (trivia excluded), found by climbing
    /// from the token at the range's start: how file-level rules reach the syntax of a fact.
    func node<T: SyntaxProtocol>(_ type: T.Type, spanning range: ByteRange) -> T? {
        guard let token = token(at: AbsolutePosition(utf8Offset: range.start)) else { return nil }
        var current: Syntax? = Syntax(token)
        while let node = current, ByteRange(node).start >= range.start {
            if let match = node.as(T.self), ByteRange(match) == range { return match }
            current = node.parent
        }
        return nil
    }
}
