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
            ending the work; not where the work is a closure handed to the view (the caller's \
            operation) or the view is declared for a platform older than `.task` (`@available(iOS \
            14, *)`). A `Task` inside an `if` or `switch` of the closure counts, unless the view \
            decides itself when it runs: a row's position in a list (the next page), or a branch that \
            sets what its condition tests before the work starts (`if !didAppear { didAppear = true \
            … }`). Contract code has its own rule for this (`contract/load-on-appear`).
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
                """, convention: .plain),
            // Started inside an `if` of the closure: still on every appearance that passes it,
            // here every one before the first load has finished.
            RuleExample(
                """
                struct CreditsView: View {
                    @State private var contributors: [String] = []
                    let cache: ContributorCache
                    let radio: Radio
                    let node: Node?
                    var body: some View {
                        List(contributors, id: \\.self) { Text($0) }
                            .↓onAppear↑ {
                                if let cached = cache.contributors {
                                    contributors = cached
                                } else {
                                    Task {
                                        contributors = await GitHub.contributors()
                                        cache.contributors = contributors
                                    }
                                }
                            }
                        Form { Text("Network") }
                            .↓onAppear↑ {
                                if radio.isConnected && node?.networkConfig == nil {
                                    if let node {
                                        Task { try await radio.requestNetworkConfig(for: node) }
                                    }
                                }
                            }
                    }
                }
                """, convention: .plain),
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
            // The caller's operation, handed in, which the view only shows running: ending it when
            // the banner disappears is not the view's to decide.
            RuleExample(
                """
                struct ProgressBanner: View {
                    let operation: Operation
                    let onFinish: () async -> Void
                    @Binding var isPresented: Bool
                    var body: some View {
                        ProgressView()
                            .onAppear {
                                Task {
                                    await operation.task?()
                                    await MainActor.run { isPresented = false }
                                }
                            }
                            .onAppear { Task { await onFinish() } }
                    }
                }
                """, convention: .plain),
            // A view declared for iOS 14, where `.task` is not available.
            RuleExample(
                """
                @available(iOS 14.0, *)
                struct RecordingsView: View {
                    @State private var recordings: [String]?
                    let call: Call
                    var body: some View {
                        List(recordings ?? [], id: \\.self) { Text($0) }
                            .onAppear { Task { recordings = try? await call.listRecordings() } }
                    }
                }
                """, convention: .plain),
            // Started inside an `if` where the view decides itself when the work runs: the next page
            // when a row near the end appears (`.task` would cancel it when the row scrolls away),
            // or a load guarded by a flag the branch sets.
            RuleExample(
                """
                struct InstanceBrowseView: View {
                    @ObservedObject var model: BrowseModel
                    @State private var didAppear = false
                    var body: some View {
                        List(model.items, id: \\.self) { item in
                            Text(item).onAppear {
                                if item == model.items.last {
                                    Task { await model.loadNextPage() }
                                }
                            }
                        }
                        ForEach(Array(model.results.enumerated()), id: \\.offset) { index, result in
                            Text(result).onAppear {
                                if index >= model.results.count - 3 { Task { await model.loadMore() } }
                            }
                        }
                        .onAppear {
                            if !self.didAppear {
                                didAppear = true
                                Task { await model.load() }
                            }
                        }
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
            let task = Self.startedTask(in: closure.statements),
            let work = task.trailingClosure, Self.awaits(work),
            !Self.runsOnlyHandedInWork(work, in: scope.innermostType),
            !Self.predatesTheTaskModifier(scope.types),
            !Self.stopsOnDisappear(call)
        else { return [] }
        let name = callee.declName.baseName
        var fixes: [Fix] = []
        // Rewritten only where the task is the closure's one statement (not one inside an `if`).
        if call.trailingClosure != nil, call.arguments.isEmpty, closure.statements.count == 1,
            closure.statements.first.flatMap({ OnAppearTask.taskCall($0.item) }) != nil, task.arguments.isEmpty,
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

    /// Whether everything the task awaits is a closure handed to the view (`data.task?()`, or a
    /// stored property of function type such as `let perform: () async -> Void`), apart from hops
    /// to the main actor: the work is the caller's operation, which the view only shows running,
    /// and whether it ends when the view disappears is not the view's to decide.
    private static func runsOnlyHandedInWork(_ work: ClosureExprSyntax, in view: TypeFact?) -> Bool {
        let closureProperties = Set(
            (view?.storedProperties ?? []).filter { $0.declaredType?.contains("->") == true }.map(\.name))
        let awaitedWork = work.descendants(AwaitExprSyntax.self).map(\.expression).filter { expression in
            expression.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription != "MainActor.run"
        }
        return !awaitedWork.isEmpty
            && awaitedWork.allSatisfy { expression in
                guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
                return call.calledExpression.is(OptionalChainingExprSyntax.self)
                    || call.calledExpression.ownPropertyName.map(closureProperties.contains) == true
            }
    }

    /// The first version of each platform with `.task { … }`.
    private static let taskModifierVersions = ["iOS": 15, "iPadOS": 15, "tvOS": 15, "macOS": 12, "watchOS": 8]

    /// Whether an enclosing type is declared for a platform version older than `.task { … }`
    /// (`@available(iOS 14.0, *)`): there the modifier needs an `#available` branch.
    private static func predatesTheTaskModifier(_ types: [TypeFact]) -> Bool {
        types.contains { type in
            type.attributes.filter { $0.name == "available" }.contains { attribute in
                (attribute.arguments ?? "").split(separator: ",").contains { argument in
                    let words = argument.split(separator: " ")
                    guard words.count == 2, let first = taskModifierVersions[String(words[0])],
                        let major = Int(words[1].prefix { $0 != "." })
                    else { return false }
                    return major < first
                }
            }
        }
    }

    /// Whether the task's closure awaits something of its own (not only in a nested closure).
    private static func awaits(_ work: ClosureExprSyntax) -> Bool {
        work.statements.contains { statement in
            statement.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.await) }
        }
    }
}
