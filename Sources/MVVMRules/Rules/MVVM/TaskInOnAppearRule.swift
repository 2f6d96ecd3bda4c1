import MVVMAnalyzerCore
import SwiftSyntax

/// `.onAppear { Task { await … } }` in plain code: async work started on every appearance and
/// never cancelled, where `.task { … }` was meant.
public struct TaskInOnAppearRule: Rule {
    public static let description = RuleDescription(
        id: "mvvm/task-in-on-appear",
        name: "Task started in onAppear",
        defaultSeverities: DefaultSeverities(
            fosmvvm: .warning, contract: nil, plain: .warning, plainDefault: .defectBelowPrecisionBar),
        summary: """
            A view's `.onAppear { … }` starts `Task { … }` that awaits something and is not kept \
            (so nothing can cancel it), and the same modifier chain has no `.onDisappear { … }` \
            ending the work. Contract code has its own rule for this (`contract/load-on-appear`).
            """,
        rationale: """
            A `Task` started in `onAppear` runs again on every appearance (back navigation, tab \
            switches, a list row scrolled into view) and is never cancelled: loads overlap, and \
            results arrive after the view has gone. `.task { … }` (iOS 15, macOS 12) starts the same \
            work and cancels it when the view disappears.
            """,
        triggeringExamples: [
            RuleExample(
                """
                struct BranchesView: View {
                    @State private var branches: [String] = []
                    let repository: Repository
                    var body: some View {
                        List(branches, id: \\.self) { Text($0) }
                            .↓onAppear↑ {
                                Task {
                                    branches = await repository.branches()
                                }
                            }
                    }
                }
                """, convention: .plain)
        ],
        nonTriggeringExamples: [
            // Work the view ends itself on disappearing.
            RuleExample(
                """
                struct RemoteConnectView: View {
                    let client: RemoteClient
                    var body: some View {
                        List { Text("Servers") }
                            .onAppear { Task { await client.startScanning() } }
                            .onDisappear { Task { await client.stopScanning() } }
                    }
                }
                """, convention: .plain),
            // Nothing awaited, a task kept to be cancelled, or `.task`.
            RuleExample(
                """
                struct BranchesView: View {
                    @State private var loading: Task<Void, Never>?
                    @StateObject private var model = BranchesModel()
                    var body: some View {
                        List(model.branches, id: \\.self) { Text($0) }
                            .onAppear { Task { model.markSeen() } }
                            .onAppear { loading = Task { await model.load() } }
                            .onDisappear { loading?.cancel() }
                            .task { await model.refresh() }
                    }
                }
                """, convention: .plain),
        ],
        corrections: [
            RuleCorrection(
                RuleExample(
                    """
                    struct BranchesView: View {
                        @StateObject private var model = BranchesModel()
                        var body: some View {
                            List(model.branches, id: \\.self) { Text($0) }
                                .onAppear {
                                    Task {
                                        await model.load()
                                    }
                                }
                        }
                    }
                    """, convention: .plain),
                after: """
                    struct BranchesView: View {
                        @StateObject private var model = BranchesModel()
                        var body: some View {
                            List(model.branches, id: \\.self) { Text($0) }
                                .task {
                                    await model.load()
                                }
                        }
                    }
                    """
            )
        ]
    )

    public var nodeKinds: Set<SyntaxKind> { [.functionCallExpr] }

    /// Reads only the visited call.
    public var reach: RuleReach { [.thisFileOnly, .declarationLocal, .viewsOnly] }

    public func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Finding] {
        guard scope.isInView, !scope.isInPreview, let call = node.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
            callee.declName.baseName.text == "onAppear",
            let closure = call.trailingClosure
                ?? call.arguments.first(where: { $0.label?.text == "perform" })?.expression.as(ClosureExprSyntax.self),
            let task = closure.statements.lazy.compactMap({ OnAppearTask.taskCall($0.item) }).first,
            let work = task.trailingClosure, Self.awaits(work),
            !Self.stopsOnDisappear(call)
        else { return [] }
        let name = callee.declName.baseName
        var fixes: [Fix] = []
        if call.trailingClosure != nil, call.arguments.isEmpty, closure.statements.count == 1, task.arguments.isEmpty,
            work.signature == nil
        {
            fixes.append(
                context.fix(
                    "Use .task", isPreferred: true,
                    [
                        TextReplacement(
                            range: ByteRange(start: ByteRange(name).start, end: ByteRange(closure).end),
                            newText: "task " + OnAppearTask.dedented(work, from: task, to: name, lines: context.lines)
                        )
                    ]))
        }
        return [
            context.diagnostic(
                "`.onAppear { Task { … } }` starts this work again on every appearance and never cancels it, so loads "
                    + "overlap and finish after the view has gone; use `.task { … }`, which SwiftUI cancels on disappear",
                at: ByteRange(name), fixes: fixes
            )
        ]
    }

    /// Whether the same modifier chain also has `.onDisappear { … }`: the view ends the work it
    /// starts (`startScanning()` / `stopScanning()`), so it manages the work's lifetime itself.
    private static func stopsOnDisappear(_ call: FunctionCallExprSyntax) -> Bool {
        var outermost = Syntax(call)
        while let parent = outermost.parent,
            parent.is(MemberAccessExprSyntax.self) || parent.is(FunctionCallExprSyntax.self)
        {
            outermost = parent
        }
        // Down the chain's spine only (`a.onAppear{}.onDisappear{}`), not into the views it wraps.
        var link = outermost.as(ExprSyntax.self)
        while let current = link {
            if let modifier = current.as(FunctionCallExprSyntax.self) {
                link = modifier.calledExpression
            } else if let access = current.as(MemberAccessExprSyntax.self) {
                if access.declName.baseName.text == "onDisappear" { return true }
                link = access.base
            } else {
                link = nil
            }
        }
        return false
    }

    /// Whether the task's closure awaits something of its own (not only in a nested closure).
    private static func awaits(_ work: ClosureExprSyntax) -> Bool {
        work.statements.contains { statement in
            statement.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.await) }
        }
    }
}
