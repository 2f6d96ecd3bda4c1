import MVVMAnalyzerCore
import SwiftSyntax

/// A view assigning to its view model's state instead of calling an intent method.
public struct ViewMutatesViewModelRule: Rule {
    public static let description = RuleDescription(
        id: "contract/view-mutates-view-model",
        name: "View mutates view model",
        defaultSeverities: .contractOnly(.warning),
        summary: """
        A view assigns to a property of its view model (`viewModel.filter.status = selected`, \
        `viewModel.count += 1`), in its body, a helper or a closure such as a `Binding`'s setter.
        """,
        rationale: """
        In the contract convention the view reports what the user did through the contract's \
        `did…` methods (`didSelect(_:)`, `didTapApply()`), and the view model decides what \
        changes, tracks it and navigates (seed 002: "User actions call ViewModel methods"). A \
        view that writes the state itself moves that decision into the view, where no view-model \
        test sees it, and needs the contract to expose a setter. `$viewModel.x` bindings handed \
        to a control are left alone: SwiftUI's text fields and toggles write through them, and \
        whether to wrap each in an intent method is a team's choice.
        """,
        seeds: ["002"],
        triggeringExamples: [
            RuleExample("""
            struct CharacterFilterView<ViewModel: CharacterFilterViewModelContract>: View {
                @State private var viewModel: ViewModel
                init(viewModel: ViewModel) { _viewModel = State(initialValue: viewModel) }
                var body: some View {
                    DSChipGroup(options: options, selectedID: viewModel.filter.status) { selected in
                        ↓viewModel.filter.status = selected↑
                    }
                    DSTextField(text: Binding(
                        get: { viewModel.filter.species ?? "" },
                        set: { ↓viewModel.filter.species = $0.isEmpty ? nil : $0↑ }
                    ))
                    Button("More") { ↓self.viewModel.page += 1↑ }
                }
            }
            """, convention: .contract),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            struct CharacterFilterView<ViewModel: CharacterFilterViewModelContract>: View {
                @State private var viewModel: ViewModel
                @State private var draft = ""
                init(viewModel: ViewModel) { _viewModel = State(initialValue: viewModel) }
                var body: some View {
                    DSChipGroup(options: options, selectedID: viewModel.filter.status) { selected in
                        viewModel.didSelectStatus(selected)
                    }
                    DSSearchBar(text: $viewModel.searchQuery)
                    TextField("Draft", text: $draft)
                    Button("Clear") { draft = "" }
                    Text(viewModel.filter.status == nil ? "All" : "Filtered")
                }
            }
            """, convention: .contract),
        ]
    )

    public init() {}

    public var nodeKinds: Set<SyntaxKind> { [.sequenceExpr] }

    public var visitsOnlyViews: Bool { true }

    public func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Diagnostic] {
        guard scope.isInView, !scope.isInPreview, let sequence = node.as(SequenceExprSyntax.self) else { return [] }
        let elements = Array(sequence.elements)
        guard elements.count >= 3, Self.isAssignment(elements[1]),
              elements[0].is(MemberAccessExprSyntax.self) || elements[0].is(SubscriptCallExprSyntax.self),
              let chain = ViewModelReferences(scope: scope, workspace: context.workspace).chain(elements[0]),
              !chain.members.isEmpty else { return [] }
        return [context.diagnostic(
            "The view writes `\(chain.text)` itself: call an intent method of the view model "
                + "(a `did…` method of its contract) and let the view model change its state",
            at: ByteRange(sequence)
        )]
    }

    /// `=` or a compound assignment (`+=`, `-=`, …), not a comparison.
    static func isAssignment(_ element: ExprSyntax) -> Bool {
        if element.is(AssignmentExprSyntax.self) { return true }
        guard let binary = element.as(BinaryOperatorExprSyntax.self) else { return false }
        let text = binary.operator.text
        return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }
}
