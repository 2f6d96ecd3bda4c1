import MVVMAnalyzerCore
import SwiftSyntax

/// How a type's code navigates, read on its syntax: navigation calls on anything
/// (`router.push(…)`, `Coordinator.shared.present(…)`, `viewModel.router.present(…)`) and
/// router state set directly (`router.presentedSheet = …`).
struct RouterUse {
    /// A navigation call or an assignment to a member: what it is made on, and where.
    fileprivate struct Site {
        /// The names from the root to what the method is called on or the assigned member
        /// belongs to (`["viewModel", "router"]` for `viewModel.router.present(…)`).
        let base: [String]
        /// The called method's or the assigned member's name.
        let name: ByteRange
        let isCall: Bool
    }

    private let sites: [Site]

    /// The navigation calls and member assignments in `node`.
    init(_ node: some SyntaxProtocol) {
        let collector = SiteCollector(viewMode: .sourceAccurate)
        collector.walk(node)
        sites = collector.sites
    }

    /// How many navigation calls are made on `name` (`router.present(for: …)`), or router state
    /// set through it (`router.presentedSheet = …`); with `throughMember`, only through a member
    /// of something else (`viewModel.router.present(…)`), outside the `excluding` ranges.
    func calls(on name: String, throughMember: Bool = false, excluding: [ByteRange] = []) -> Int {
        sites.count { site in
            site.base.last == name && (!throughMember || site.base.count > 1)
                && !excluding.contains { $0.contains(site.name) }
        }
    }

    /// How many lines call a navigation method (on anything: `Coordinator.shared.present(…)`, a
    /// router passed in as a parameter) or set a router's state through one of `holders`.
    func navigatingLines(holders: [String], lines: LineTable) -> Int {
        Set(
            sites.filter { $0.isCall || $0.base.last.map(holders.contains) == true }.map {
                lines.lineIndex(containing: $0.name.start)
            }
        ).count
    }
}

private final class SiteCollector: SyntaxVisitor {
    var sites: [RouterUse.Site] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let callee = node.calledExpression.as(MemberAccessExprSyntax.self),
            NavigationRole.isNavigationMethod(callee.declName.baseName.text, calledOnStoredProperty: true)
        {
            sites.append(
                RouterUse.Site(base: callee.base?.memberNames ?? [], name: ByteRange(callee.declName), isCall: true))
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        for assignment in AssignmentSyntax.assignments(of: node) {
            guard let target = assignment.target.as(MemberAccessExprSyntax.self), let base = target.base?.memberNames
            else { continue }
            sites.append(RouterUse.Site(base: base, name: ByteRange(target.declName), isCall: false))
        }
        return .visitChildren
    }
}
