import MVVMAnalyzerCore
import SwiftSyntax

/// An error path that swallows its error: a discarded `try? await`, an empty `catch`, or a
/// `Task` whose throwing body has only a `defer` as its error response.
public struct NoSilentFailureRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/no-silent-failure",
        name: "No silent failure",
        defaultSeverities: .fosmvvmOnly(.error),
        summary: """
            An error that vanishes: a `try? await …` statement whose result nobody reads, an empty \
            `catch { }` (comments do not count as handling), or an unobserved `Task { … }` whose body \
            `try`s outside any `do`/`catch` and has only a `defer` to respond. Left alone: \
            `try? await Task.sleep(…)` (it throws only on cancellation), a `try?` inside a `catch` \
            (clean-up on a path that already has its error), `catch is CancellationError { }`, a \
            `try?` whose optional result is read, and code in tests and previews.
            """,
        rationale: """
            Silent failure is never acceptable in FOSMVVM (the library's review, check \
            `no-silent-failure`): every error path must propagate, log structurally or surface to \
            the user, typically by storing the error where the view model projects it. A `defer { \
            repaint() }` runs but the error is gone; `try?` quiets the only signal that something \
            broke. Where a swallow is deliberate, say why with \
            `// fosmvvm-review:disable:this no-silent-failure — <reason>`.
            """,
        triggeringExamples: [
            RuleExample(
                """
                struct ThemeView: View {
                    let operations: any ThemeViewModelOperations
                    var body: some View {
                        Button("Apply") {
                            ↓Task↑ {
                                defer { toggleRepaint() }
                                try await operations.onThemeChanged(viewModel.theme)
                            }
                        }
                    }
                }
                """, path: "Sources/Views/ThemeView.swift"),
            RuleExample(
                """
                final class SyncOperations: SyncViewModelOperations {
                    func refresh(service: SyncService) async {
                        ↓try? await service.pushPending()↑
                        _ = ↓try? await service.pullChanges()↑
                    }
                }
                """, path: "Sources/ViewModels/SyncOperations.swift"),
            RuleExample(
                """
                func save(_ document: Document, store: DocumentStore) async {
                    do {
                        try await store.save(document)
                    } ↓catch {}↑
                    do {
                        try await store.index(document)
                    } ↓catch {
                        // ignore for now
                    }↑
                }
                """, path: "Sources/ViewModels/DocumentOperations.swift"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                struct ThemeView: View {
                    let operations: any ThemeViewModelOperations
                    @Environment(UserSettings.self) private var settings
                    var body: some View {
                        Button("Apply") {
                            Task {
                                defer { toggleRepaint() }
                                do {
                                    try await operations.onThemeChanged(viewModel.theme)
                                } catch {
                                    settings.lastError = error
                                }
                            }
                        }
                        Button("Refresh") {
                            Task { await operations.refresh() }
                        }
                    }
                }
                """, path: "Sources/Views/ThemeView.swift"),
            RuleExample(
                """
                final class SyncOperations: SyncViewModelOperations {
                    func refresh(service: SyncService) async throws {
                        try await service.pushPending()
                        let changes = (try? await service.pullChanges()) ?? []
                        guard let token = try? await service.token() else { throw SyncError.noToken }
                        try? await Task.sleep(for: .seconds(1))
                        print(changes, token)
                    }
                    func start(app: Application) async throws {
                        do {
                            try await configure(app)
                        } catch {
                            app.logger.report(error: error)
                            try? await app.asyncShutdown()
                            throw error
                        }
                    }
                    func wait() async {
                        do {
                            try await Task.sleep(for: .seconds(5))
                        } catch is CancellationError {}
                        catch { logger.error("\\(error)") }
                    }
                }
                """, path: "Sources/ViewModels/SyncOperations.swift"),
            RuleExample(
                """
                #Preview {
                    SyncView(viewModel: .stub())
                        .task { try? await PreviewData.load() }
                }
                """, path: "Sources/Views/SyncView.swift"),
            RuleExample(
                """
                import XCTest
                final class SyncTests: XCTestCase {
                    func testRejects() async {
                        do { try await sync(); XCTFail("expected a throw") } catch {}
                        try? await reset()
                    }
                }
                """, path: "Sources/App/SyncTests.swift"),
        ]
    )

    public var nodeKinds: Set<SyntaxKind> { [.tryExpr, .catchClause, .functionCallExpr] }

    /// Reads only the visited node, its closure or enclosing statements, and the file's imports.
    public var reach: RuleReach { [.thisFileOnly, .declarationLocal] }

    public func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Finding] {
        guard !scope.isInPreview else { return [] }
        let found: [Finding]
        if let tryExpr = node.as(TryExprSyntax.self) {
            found = Self.discardedOptionalAwait(tryExpr, context: context)
        } else if let clause = node.as(CatchClauseSyntax.self) {
            found = Self.emptyCatch(clause, context: context)
        } else if let call = node.as(FunctionCallExprSyntax.self) {
            found = Self.deferOnlyTask(call, context: context)
        } else {
            found = []
        }
        // Whether the file is test code reads its imports: asked only of what would be reported.
        guard !found.isEmpty, !ReviewScope.isTestCode(path: context.path, root: context.workspace.root, in: node) else {
            return []
        }
        return found
    }

    // MARK: try? await

    private static func discardedOptionalAwait(_ node: TryExprSyntax, context: RuleContext) -> [Finding] {
        guard node.questionOrExclamationMark?.tokenKind == .postfixQuestionMark,
            let awaited = node.expression.as(AwaitExprSyntax.self),
            isDiscarded(node), !isInsideCatch(node), !isTaskSleep(awaited.expression)
        else { return [] }
        return [
            context.diagnostic(
                "`try? await` discards the error and the result: nobody learns the call failed; propagate it, "
                    + "log it or store it where the view model projects it",
                at: ByteRange(node))
        ]
    }

    /// Whether the value of `node` is thrown away: it is a statement of its own, or `_ = …`.
    private static func isDiscarded(_ node: TryExprSyntax) -> Bool {
        if node.parent?.is(CodeBlockItemSyntax.self) == true { return true }
        guard let list = node.parent?.as(ExprListSyntax.self), list.count == 3,
            list.first?.is(DiscardAssignmentExprSyntax.self) == true,
            list.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
            list.last?.id == node.id
        else { return false }
        return list.parent?.parent?.is(CodeBlockItemSyntax.self) == true
    }

    /// Whether `node` is in a `catch` clause of its function or closure: clean-up on an error
    /// path that already has its own error to propagate or report.
    private static func isInsideCatch(_ node: some SyntaxProtocol) -> Bool {
        for ancestor in node.ancestors {
            if ReviewScope.isBoundary(ancestor) { return false }
            if ancestor.is(CatchClauseSyntax.self) { return true }
        }
        return false
    }

    /// `Task.sleep(…)`, which throws only when the task is cancelled.
    private static func isTaskSleep(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "sleep", let base = member.base
        else { return false }
        let text = base.trimmedDescription
        return text == "Task" || text.hasPrefix("Task<")
    }

    // MARK: empty catch

    private static func emptyCatch(_ clause: CatchClauseSyntax, context: RuleContext) -> [Finding] {
        guard clause.body.statements.isEmpty,
            !clause.catchItems.contains(where: { $0.trimmedDescription.contains("CancellationError") })
        else { return [] }
        return [
            context.diagnostic(
                "This `catch` swallows the error; propagate it, log it or surface it to the user",
                at: ByteRange(clause))
        ]
    }

    // MARK: Task { defer …; try … }

    private static func deferOnlyTask(_ call: FunctionCallExprSyntax, context: RuleContext) -> [Finding] {
        guard
            call.calledExpression.trimmedDescription == "Task"
                || call.calledExpression.trimmedDescription == "Task.detached",
            let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self),
            isUnobserved(call),
            closure.statements.contains(where: { $0.item.is(DeferStmtSyntax.self) }),
            closure.statements.contains(where: { !$0.item.is(DeferStmtSyntax.self) && hasUnhandledTry($0) })
        else { return [] }
        return [
            context.diagnostic(
                "This `Task` `try`s with only a `defer` to respond: the `defer` runs, the error vanishes; "
                    + "catch it and surface it (store it where the view model projects it, or log it)",
                at: ByteRange(call.calledExpression))
        ]
    }

    /// Whether nobody keeps the task to await its value: it is a statement, or `_ = Task { … }`.
    private static func isUnobserved(_ call: FunctionCallExprSyntax) -> Bool {
        if call.parent?.is(CodeBlockItemSyntax.self) == true { return true }
        guard let list = call.parent?.as(ExprListSyntax.self), list.count == 3,
            list.first?.is(DiscardAssignmentExprSyntax.self) == true
        else { return false }
        return true
    }

    /// Whether `statement` holds a plain `try` (not `try?`/`try!`) that no `do`/`catch` and no
    /// nested closure or function of it takes over.
    private static func hasUnhandledTry(_ statement: CodeBlockItemSyntax) -> Bool {
        statement.descendants(TryExprSyntax.self).contains { tryExpr in
            guard tryExpr.questionOrExclamationMark == nil else { return false }
            for ancestor in tryExpr.ancestors {
                if ancestor.id == statement.id { return true }
                if ReviewScope.isBoundary(ancestor) { return false }
                if let doStmt = ancestor.as(DoStmtSyntax.self), !doStmt.catchClauses.isEmpty { return false }
            }
            return true
        }
    }
}
