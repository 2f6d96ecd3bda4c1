import MVVMAnalyzerCore
import SwiftSyntax

/// A view that derives display state from view-model data.
public struct ViewComputesConditionRule: Rule {
    public static let description = RuleDescription(
        id: "mvvm/view-computes-condition",
        name: "View computes condition",
        defaultSeverities: .conventionsAndStrictPlain(.info, plain: .info),
        summary: """
            A view derives display state from view-model data: `viewModel.items.isEmpty`, \
            `!viewModel.items.isEmpty`, comparisons such as `viewModel.items.count > 0`.
            """,
        rationale: """
            The view model should say what to show (`hasItems`, `isOverLimit`): the decision is then \
            tested with the view model and every view rendering it agrees. Reading a Boolean the view \
            model provides (`viewModel.isActive`, `!viewModel.isActive`) is fine.
            """,
        triggeringExamples: [
            RuleExample(
                """
                struct InboxView: ViewModelView {
                    private let viewModel: InboxViewModel
                    var body: some View {
                        if ↓!viewModel.items.isEmpty↑ {
                            Text(viewModel.itemCountMessage)
                        }
                    }
                }
                """),
            RuleExample(
                """
                struct CartScreen: View {
                    @StateObject private var viewModel = CartViewModel()
                    var body: some View {
                        Button(action: viewModel.checkout) { Text(viewModel.checkoutLabel) }
                            .disabled(↓viewModel.items.count == 0↑)
                            .opacity(↓viewModel.total > viewModel.limit↑ ? 0.5 : 1)
                    }
                }
                """, convention: .contract),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                struct InboxView: ViewModelView {
                    private let viewModel: InboxViewModel
                    var body: some View {
                        if viewModel.hasItems {
                            Text(viewModel.itemCountMessage)
                        }
                        Button(action: {}) { Text(viewModel.label) }.disabled(!viewModel.isEnabled)
                    }
                }
                """),
            RuleExample(
                """
                final class InboxViewModel {
                    var items: [String] = []
                    var hasItems: Bool { !items.isEmpty }
                }
                """),
            RuleExample(
                """
                struct ListView: View {
                    @State private var query = ""
                    var body: some View { if query.isEmpty { Text("Type to search") } }
                }
                """),
        ]
    )

    static let comparisonOperators: Set<String> = ["==", "!=", "<", ">", "<=", ">="]

    public var nodeKinds: Set<SyntaxKind> { [.memberAccessExpr, .sequenceExpr] }

    public var reach: RuleReach { [.declarationLocal, .viewsOnly] }

    public func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Finding] {
        guard scope.isInView, !scope.isInPreview else { return [] }
        // The view's view-model properties are looked up only for nodes that need them.
        let references = { ViewModelReferences(scope: scope, workspace: context.workspace) }
        if let access = node.as(MemberAccessExprSyntax.self) {
            return check(access, references: references, context: context)
        }
        if let sequence = node.as(SequenceExprSyntax.self) {
            return check(sequence, references: references, context: context)
        }
        return []
    }

    private func check(
        _ access: MemberAccessExprSyntax, references: () -> ViewModelReferences,
        context: RuleContext
    ) -> [Finding] {
        guard access.declName.baseName.text == "isEmpty",
            let chain = references().chain(ExprSyntax(access)), chain.members.count >= 2,
            !isInsideComparison(Syntax(access))
        else { return [] }
        let collection = chain.members[chain.members.count - 2]
        let capitalized = collection.prefix(1).uppercased() + collection.dropFirst()
        let negation = Syntax(access).parent?.as(PrefixOperatorExprSyntax.self)
        let flagged = negation.map { ByteRange($0) } ?? ByteRange(access)
        let suggestion = negation == nil ? "hasNo\(capitalized)" : "has\(capitalized)"
        return [
            context.diagnostic(
                "The view derives `\(context.text(in: flagged))` from view-model data; "
                    + "expose a view-model property such as `\(suggestion)`",
                at: flagged
            )
        ]
    }

    private func check(
        _ sequence: SequenceExprSyntax, references: () -> ViewModelReferences,
        context: RuleContext
    ) -> [Finding] {
        let elements = Array(sequence.elements)
        let comparisons = elements.indices.filter { isComparison(elements[$0]) }
        guard !comparisons.isEmpty else { return [] }
        let references = references()
        return comparisons.compactMap { index in
            let operands = comparisonSpan(around: index, in: elements)
            guard operands.contains(where: { references.chain(elements[$0]) != nil }),
                let first = operands.first, let last = operands.last
            else { return nil }
            let range = ByteRange(start: ByteRange(elements[first]).start, end: ByteRange(elements[last]).end)
            return context.diagnostic(
                "The view compares view-model data (`\(context.text(in: range))`); "
                    + "expose the result as a Boolean view-model property",
                at: range
            )
        }
    }

    /// The elements of the comparison at `index`: operands up to the nearest `&&`, `||`,
    /// `??`, ternary or assignment on either side (the operators binding looser than it).
    private func comparisonSpan(around index: Int, in elements: [ExprSyntax]) -> ClosedRange<Int> {
        func isBoundary(_ element: ExprSyntax) -> Bool {
            if element.is(UnresolvedTernaryExprSyntax.self) || element.is(AssignmentExprSyntax.self) { return true }
            guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
            return ["&&", "||", "??"].contains(op) || Self.comparisonOperators.contains(op)
        }
        var lower = index
        while lower > 0, !isBoundary(elements[lower - 1]) { lower -= 1 }
        var upper = index
        while upper + 1 < elements.count, !isBoundary(elements[upper + 1]) { upper += 1 }
        return lower...upper
    }

    private func isComparison(_ element: ExprSyntax) -> Bool {
        guard let op = element.as(BinaryOperatorExprSyntax.self) else { return false }
        return Self.comparisonOperators.contains(op.operator.text)
    }

    private func isInsideComparison(_ node: Syntax) -> Bool {
        for candidate in node.ancestors {
            guard candidate.is(ExprSyntax.self) || candidate.is(ExprListSyntax.self) else { return false }
            if let sequence = candidate.as(SequenceExprSyntax.self) {
                return sequence.elements.contains(where: isComparison)
            }
        }
        return false
    }
}
