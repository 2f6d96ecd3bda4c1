import SwiftSyntax

/// Something that wants to see certain nodes during the single walk of a file, e.g. the rule
/// dispatcher. The walk calls `handle` for every node whose kind is in `interests`.
public protocol SyntaxNodeHandler {
    /// The node kinds this handler wants to see.
    var interests: Set<SyntaxKind> { get }
    /// Called once for each node of an interesting kind, in source order, with its scope.
    mutating func handle(_ node: Syntax, in scope: WalkScope)
}
