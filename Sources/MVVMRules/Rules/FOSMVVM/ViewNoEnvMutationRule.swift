import MVVMAnalyzerCore
import SwiftSyntax

/// A view assigning to a property of an `@Environment(Store.self)` object.
public struct ViewNoEnvMutationRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/view-no-env-mutation",
        name: "View mutates environment state",
        defaultSeverities: .fosmvvmOnly(.error),
        summary: """
            A view assigns to a property of an object it reads with `@Environment(Store.self)` (an \
            `@Observable` store), in `body`, a closure it builds or a helper: `settings.isEnabled = \
            true`, `settings.count += 1`. Handing the store to an operation (`output: settings`) is \
            the pattern, not a mutation.
            """,
        rationale: """
            Views do not mutate `@Observable` state directly; mutations go through operations, the \
            `…ViewModelOperations` methods that tests replace with stubs and observe through the \
            test data transporter (FOSMVVM's review, check `view-no-env-mutation`). An assignment in \
            the view is invisible to the stub operations, skips the operation's rules, and leaves \
            the UI tests nothing to assert.
            """,
        triggeringExamples: [
            RuleExample(
                """
                struct ProgrammingView: ViewModelView {
                    @Environment(ProgrammingSettings.self) private var programmingSettings
                    private let viewModel: ProgrammingViewModel
                    var body: some View {
                        Button(viewModel.enableTitle) {
                            ↓programmingSettings.isEnabled↑ = true
                        }
                    }
                }
                """, path: "Sources/Views/ProgrammingView.swift"),
            RuleExample(
                """
                struct CounterView: ViewModelView {
                    @Environment(CounterStore.self) private var store
                    private let viewModel: CounterViewModel
                    var body: some View {
                        Stepper(viewModel.title, onIncrement: increment, onDecrement: nil)
                    }
                    private func increment() {
                        ↓self.store.counts[0]↑ += 1
                    }
                }
                """, path: "Sources/Views/CounterView.swift"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                struct ProgrammingView: ViewModelView {
                    @Environment(ProgrammingSettings.self) private var programmingSettings
                    @State private var isExpanded = false
                    private let viewModel: ProgrammingViewModel
                    private let operations: any ProgrammingViewModelOperations
                    var body: some View {
                        Button(viewModel.enableTitle) {
                            operations.setEnabled(true, output: programmingSettings)
                            isExpanded = true
                        }
                    }
                }
                """, path: "Sources/Views/ProgrammingView.swift"),
            RuleExample(
                """
                struct CounterView: ViewModelView {
                    @Environment(CounterStore.self) private var store
                    @Environment(\\.dismiss) private var dismiss
                    private let viewModel: CounterViewModel
                    var body: some View {
                        Text(viewModel.title)
                    }
                }
                #Preview {
                    let store = CounterStore()
                    store.counts = [1]
                    return CounterView.previewHost(bundle: .main).environment(store)
                }
                """, path: "Sources/Views/CounterView.swift"),
        ]
    )

    public var nodeKinds: Set<SyntaxKind> { [.sequenceExpr] }

    public var reach: RuleReach { [.declarationLocal, .viewsOnly] }

    public func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Finding] {
        guard scope.isInView, !scope.isInPreview, let sequence = node.as(SequenceExprSyntax.self),
            let target = sequence.elements.first, sequence.elements.count >= 3,
            sequence.elements.dropFirst().first.map(AssignmentSyntax.isAssignment) == true,
            let root = OperationsSupport.root(of: target), root.reference.id != target.id,
            let type = scope.innermostType,
            let view = FOSMVVMTypes.declaration(of: type, in: context.workspace),
            let store = view.storedProperties.first(where: { $0.name == root.name }),
            store.attributes.named("Environment")?.arguments?.hasSuffix(".self") == true
        else { return [] }
        return [
            context.diagnostic(
                "`\(context.text(in: ByteRange(target)))` mutates the `@Observable` environment object `\(root.name)` "
                    + "in the view: mutations go through an operation (`operations.…(…, output: \(root.name))`)",
                at: ByteRange(target)
            )
        ]
    }
}
