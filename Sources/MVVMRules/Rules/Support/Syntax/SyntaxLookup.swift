import MVVMAnalyzerCore
import SwiftSyntax

extension SyntaxProtocol {
    /// The node of type `T` that spans exactly `range` (trivia excluded), found by climbing
    /// from the token at the range's start: how rules reach the syntax of a fact.
    func node<T: SyntaxProtocol>(_ type: T.Type, spanning range: ByteRange) -> T? {
        guard let token = token(at: AbsolutePosition(utf8Offset: range.start)) else { return nil }
        var current: Syntax? = Syntax(token)
        while let node = current, ByteRange(node).start >= range.start {
            if let match = node.as(T.self), ByteRange(match) == range { return match }
            current = node.parent
        }
        return nil
    }

    /// Whether the node sits in an `#if DEBUG` clause.
    var isInsideDebugBlock: Bool {
        var current = parent
        while let node = current {
            if let clause = node.as(IfConfigClauseSyntax.self),
                let condition = clause.condition?.trimmedText,
                condition.contains("DEBUG"), !condition.contains("!DEBUG")
            {
                return true
            }
            current = node.parent
        }
        return false
    }

    /// Every descendant of kind `type`, in source order.
    func descendants<T: SyntaxProtocol>(_ type: T.Type) -> [T] {
        children(viewMode: .sourceAccurate).flatMap { child -> [T] in
            (child.as(T.self).map { [$0] } ?? []) + child.descendants(type)
        }
    }
}
