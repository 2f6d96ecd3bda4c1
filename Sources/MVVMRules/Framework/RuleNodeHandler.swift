import MVVMAnalyzerCore
import SwiftSyntax

/// Connects one enabled rule to the shared walk and keeps what it reports.
struct RuleNodeHandler: SyntaxNodeHandler {
    let rule: any Rule
    let context: RuleContext
    private(set) var diagnostics: [Diagnostic] = []
    /// What the rule reported while the walk was inside each unit (`WalkScope.unit`).
    private(set) var diagnosticsByUnit: [ByteRange: [Diagnostic]] = [:]

    init(rule: any Rule, context: RuleContext) {
        self.rule = rule
        self.context = context
    }

    var interests: Set<SyntaxKind> { rule.nodeKinds }

    mutating func handle(_ node: Syntax, in scope: WalkScope) {
        let found = rule.visit(node, scope: scope, context: context)
        guard !found.isEmpty else { return }
        diagnostics += found
        if let unit = scope.unit { diagnosticsByUnit[unit, default: []] += found }
    }
}
