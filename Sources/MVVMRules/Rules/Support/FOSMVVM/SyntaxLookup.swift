import MVVMAnalyzerCore
import SwiftSyntax

extension SyntaxProtocol {
    /// The deepest node of kind `type` whose trimmed range is exactly `range`.
    func descendant<T: SyntaxProtocol>(_ type: T.Type, at range: ByteRange) -> T? {
        var current = Syntax(self)
        while true {
            if let match = current.as(T.self), ByteRange(match) == range { return match }
            guard let child = current.children(viewMode: .sourceAccurate).first(where: {
                ByteRange(start: $0.position.utf8Offset, end: $0.endPosition.utf8Offset).contains(range)
            }) else { return nil }
            current = child
        }
    }

    /// Whether the node sits in an `#if DEBUG` clause.
    var isInsideDebugBlock: Bool {
        var current = parent
        while let node = current {
            if let clause = node.as(IfConfigClauseSyntax.self),
               let condition = clause.condition?.trimmedText,
               condition.contains("DEBUG"), !condition.contains("!DEBUG") {
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
