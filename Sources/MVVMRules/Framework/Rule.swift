import MVVMAnalyzerCore
import SwiftSyntax

/// A check. Rules are stateless values; the linter hands them nodes from the one shared walk
/// of the file (those of the kinds in `nodeKinds`) and then the file's finished facts.
public protocol Rule: Sendable {
    /// Metadata, examples and corrections.
    static var description: RuleDescription { get }
    init()
    /// Node kinds this rule wants to see during the walk; empty for fact-only rules.
    var nodeKinds: Set<SyntaxKind> { get }
    /// Checks one node of a kind in `nodeKinds`.
    func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Diagnostic]
    /// Checks the file as a whole, after the walk, with its facts.
    func check(_ file: SourceFile, context: RuleContext) -> [Diagnostic]
}

extension Rule {
    public var nodeKinds: Set<SyntaxKind> { [] }

    public func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Diagnostic] { [] }

    public func check(_ file: SourceFile, context: RuleContext) -> [Diagnostic] { [] }

    /// This rule's id.
    public var id: String { Self.description.id }
}
