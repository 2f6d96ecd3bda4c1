import MVVMAnalyzerCore
import SwiftSyntax

/// A check. Rules are stateless values; the linter hands them nodes from the one shared walk
/// of the file (those of the kinds in `nodeKinds`) and then the file's finished facts.
public protocol Rule: Sendable {
    /// Metadata, examples and corrections.
    static var description: RuleDescription { get }
    /// Node kinds this rule wants to see during the walk; empty for fact-only rules.
    var nodeKinds: Set<SyntaxKind> { get }
    /// Checks one node of a kind in `nodeKinds`.
    func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Finding]
    /// Checks the file as a whole, after the walk, with its facts.
    func check(_ file: SourceFile, context: RuleContext) -> [Finding]
    /// What the findings depend on and where `visit` can report (`RuleReach`).
    var reach: RuleReach { get }
    /// For a rule that is not `declarationLocal`: texts one of which a member declaration
    /// contains wherever `visit` reports inside it (`vmId`, `operations`). Declarations without
    /// any are left to reuse for the other rules; empty when there are no such texts, which
    /// stops all reuse while the rule is on.
    var requiredTexts: [String] { get }
}

extension Rule {
    public var nodeKinds: Set<SyntaxKind> { [] }

    public func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Finding] { [] }

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] { [] }

    public var reach: RuleReach { [] }

    public var requiredTexts: [String] { [] }

    /// This rule's id.
    public var id: String { Self.description.id }
}
