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
    func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Finding]
    /// Checks the file as a whole, after the walk, with its facts.
    func check(_ file: SourceFile, context: RuleContext) -> [Finding]
    /// Whether `visit` of a node inside a type's member declaration depends only on that
    /// declaration's text, the scope, the file's facts, the rest of the workspace and the
    /// configuration, never on the text of other members: then the findings of a member are
    /// reused while other members are edited. The default, `false`, is the safe answer: a rule
    /// that does not declare it is treated as reading the whole type (no reuse unless its
    /// `requiredTexts` say where it can report). `RuleReuseContractTests` checks every rule's
    /// claim on its own examples.
    var isDeclarationLocal: Bool { get }
    /// For a rule that is not declaration-local: texts one of which a member declaration
    /// contains wherever `visit` reports inside it (`vmId`, `operations`). Declarations without
    /// any are left to reuse for the other rules; empty when there are no such texts, which
    /// stops all reuse while the rule is on.
    var requiredTexts: [String] { get }
    /// Whether `visit` reports nothing where `WalkScope.isInView` is false: then the walk
    /// skips types that are not views when every rule it feeds says so.
    var visitsOnlyViews: Bool { get }
    /// Whether `visit` reports nothing where `WalkScope.isInPreview` is false (then its
    /// `requiredTexts` keep only preview declarations from being reused).
    var visitsOnlyPreviews: Bool { get }
    /// Whether findings can depend on files other than the one linted: pairing, localization
    /// YAML, declarations elsewhere, other rules' findings. Until a workspace folder is
    /// indexed, only findings of rules that say `false` are shown (with a convention the file
    /// decides itself). The safe answer, `true`, is the default.
    var readsOtherFiles: Bool { get }
}

extension Rule {
    public var nodeKinds: Set<SyntaxKind> { [] }

    public func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Finding] { [] }

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] { [] }

    public var isDeclarationLocal: Bool { false }

    public var requiredTexts: [String] { [] }

    public var visitsOnlyViews: Bool { false }

    public var visitsOnlyPreviews: Bool { false }

    public var readsOtherFiles: Bool { true }

    /// This rule's id.
    public var id: String { Self.description.id }
}
