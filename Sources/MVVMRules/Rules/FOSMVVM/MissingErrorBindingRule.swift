import MVVMAnalyzerCore
import SwiftSyntax

/// Async work started from a view without FOSMVVM's error binding.
public struct MissingErrorBindingRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/missing-error-binding",
        name: "Missing error binding",
        defaultSeverities: .fosmvvmOnly(.warning),
        summary: """
            A view starts throwing work from a `Button` action with `Task { … }`, or runs throwing \
            work in `.task { … }`, without `errorBinding:` (or FOSUtilities' `error:`); work that \
            cannot throw (no `try`) or catches its errors itself (`do`/`catch`) is left alone.
            """,
        rationale: """
            Errors thrown there are dropped (or swallowed with `try?`). `Button(errorBinding: $error, \
            asyncAction:)` and `.task(errorBinding: $error)` put them into the view's `error` state, \
            which `.alert(errorBinding:…)` shows with the view model's text.
            """,
        triggeringExamples: [
            RuleExample(
                """
                public struct SubmitView: ViewModelView {
                    @State private var error: Error?
                    private let viewModel: SubmitViewModel
                    public var body: some View {
                        Button(action: { ↓Task↑ { try await submit() } }) {
                            Text(viewModel.submitLabel)
                        }
                        .↓task↑ { try? await operations.load() }
                    }
                }
                """, path: "Sources/Views/SubmitView.swift")
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                public struct SubmitView: ViewModelView {
                    @State private var error: Error?
                    private let viewModel: SubmitViewModel
                    public var body: some View {
                        Button(errorBinding: $error, asyncAction: submit) {
                            Text(viewModel.submitLabel)
                        }
                        .task(errorBinding: $error) { try await loadData() }
                        .task(error: $error) { try await loadData() }
                        .task { await refresh() }
                        .task {
                            do { try await loadData() } catch { self.error = error }
                        }
                        Button(action: { Task { do { try await submit() } catch { self.error = error } } }) {
                            Text(viewModel.retryLabel)
                        }
                    }
                }
                struct CounterView: ViewModelView {
                    @State private var ops = CounterOps()
                    private let viewModel: CounterViewModel
                    var body: some View {
                        Button {
                            Task { @MainActor in
                                ops.count += 1
                                await ops.refresh()
                            }
                        } label: { Text(viewModel.incrementLabel) }
                    }
                }
                final class Loader {
                    func start() { Button(action: { Task { await self.load() } }) { Text("x") } }
                }
                """, path: "Sources/Views/SubmitView.swift")
        ]
    )

    static let errorLabels: Set<String> = ["errorBinding", "error"]

    public var reach: RuleReach { [.thisFileOnly, .declarationLocal, .viewsOnly] }

    public var nodeKinds: Set<SyntaxKind> { [.functionCallExpr] }

    public func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Finding] {
        guard scope.isInView, !scope.isInPreview, let call = node.as(FunctionCallExprSyntax.self),
            let name = call.calleeName, !Self.errorLabels.contains(where: call.hasArgument(labeled:))
        else { return [] }
        if name == "Button", call.isDirectCall {
            let action =
                call.arguments.first { $0.label?.text == "action" }.map { Syntax($0.expression) }
                ?? call.trailingClosure.map(Syntax.init)
            guard let task = action.flatMap(Self.taskCall) else { return [] }
            return [
                context.diagnostic(
                    "The button starts a `Task` whose thrown errors are lost; use `Button(errorBinding: $error, asyncAction: …)`",
                    at: ByteRange(task.calledExpression)
                )
            ]
        }
        guard name == "task", !call.isDirectCall, let closure = call.trailingClosure,
            !closure.descendants(TryExprSyntax.self).isEmpty, !Self.catchesErrors(closure),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return [] }
        return [
            context.diagnostic(
                "`.task` runs throwing work without an error binding; use `.task(errorBinding: $error)` and let the alert show the error",
                at: ByteRange(member.declName)
            )
        ]
    }

    /// A `Task { … }` started directly in an action closure.
    private static func taskCall(in action: Syntax) -> FunctionCallExprSyntax? {
        guard let closure = action.as(ClosureExprSyntax.self) else { return nil }
        return closure.statements.lazy.compactMap { item -> FunctionCallExprSyntax? in
            guard let call = OnAppearTask.taskCall(item.item),
                let work = call.trailingClosure, !work.descendants(TryExprSyntax.self).isEmpty,
                !catchesErrors(work)
            else { return nil }
            return call
        }.first
    }

    /// Whether the closure handles errors itself with `do`/`catch`.
    private static func catchesErrors(_ closure: ClosureExprSyntax) -> Bool {
        closure.descendants(DoStmtSyntax.self).contains { !$0.catchClauses.isEmpty }
    }
}
