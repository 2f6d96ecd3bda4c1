import MVVMAnalyzerCore
import SwiftSyntax

/// Connects one enabled rule to the shared walk and keeps what it reports.
struct RuleNodeHandler: SyntaxNodeHandler {
    let rule: any Rule
    let context: RuleContext
    private(set) var diagnostics: [Finding] = []
    /// What the rule reported while the walk was inside each unit (`WalkScope.unit`).
    private(set) var diagnosticsByUnit: [ByteRange: [Finding]] = [:]
    /// Whether the time in `visit` is measured (`check --timing`).
    let isTimed: Bool
    /// The time spent in the rule's `visit` so far, when timed.
    private(set) var elapsed: Duration = .zero

    init(rule: any Rule, context: RuleContext, isTimed: Bool = false) {
        self.rule = rule
        self.context = context
        self.isTimed = isTimed
    }

    var interests: Set<SyntaxKind> { rule.nodeKinds }

    mutating func handle(_ node: Syntax, in scope: WalkScope) {
        let found: [Finding]
        if isTimed {
            let start = ContinuousClock.now
            found = rule.visit(node, scope: scope, context: context)
            elapsed += ContinuousClock.now - start
        } else {
            found = rule.visit(node, scope: scope, context: context)
        }
        guard !found.isEmpty else { return }
        diagnostics += found
        if let unit = scope.unit { diagnosticsByUnit[unit, default: []] += found }
    }
}
