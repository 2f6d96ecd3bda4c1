import MVVMAnalyzerCore
import SwiftSyntax

/// An operations call in a view not followed by `toggleRepaint()`.
public struct MissingToggleRepaintRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/missing-toggle-repaint",
        name: "Missing toggleRepaint()",
        defaultSeverities: .fosmvvmOnly(.warning),
        summary: """
            A method or closure of a view calls `operations.…` and does not call `toggleRepaint()` \
            after it on every path (a `defer { toggleRepaint() }` counts).
            """,
        rationale: """
            The DEBUG test data transporter sends the operations' recorded calls to UI tests when \
            `repaintToggle` flips; an operation not followed by `toggleRepaint()` is invisible to the tests.
            """,
        triggeringExamples: [
            RuleExample(
                """
                public struct SubmitView: ViewModelView {
                    private let operations: SubmitViewModelOperations
                    public var body: some View { Button(action: submit) { Text(viewModel.submitLabel) } }
                    private func submit() {
                        ↓operations.submit↑()
                    }
                }
                """, path: "Sources/Views/SubmitView.swift"),
            RuleExample(
                """
                public struct SubmitView: ViewModelView {
                    private let operations: SubmitViewModelOperations
                    public var body: some View {
                        Button(action: { ↓operations.cancel↑() }) { Text(viewModel.cancelLabel) }
                    }
                    private func submit() async {
                        do {
                            try await ↓operations.submit↑()
                        } catch {
                            self.error = error
                            toggleRepaint()
                        }
                    }
                }
                """, path: "Sources/Views/SubmitView.swift"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                public struct SubmitView: ViewModelView {
                    private let operations: SubmitViewModelOperations
                    public var body: some View { Button(action: submit) { Text(viewModel.submitLabel) } }
                    private func submit() async {
                        do {
                            try await operations.submit()
                        } catch {
                            self.error = error
                        }
                        toggleRepaint()
                    }
                    private func cancel() {
                        defer { toggleRepaint() }
                        operations.cancel()
                    }
                    private func loadData() async throws {
                        isLoading = true
                        try await operations.loadData()
                        isLoading = false
                        toggleRepaint()
                    }
                }
                """, path: "Sources/Views/SubmitView.swift"),
            RuleExample(
                """
                final class SubmitController {
                    func submit() { operations.submit() }
                }
                """, path: "Sources/Views/SubmitController.swift"),
        ],
        corrections: [
            RuleCorrection(
                RuleExample(
                    """
                    public struct SubmitView: ViewModelView {
                        private let operations: SubmitViewModelOperations
                        public var body: some View {
                            Button(action: { operations.cancel() }) { Text(viewModel.cancelLabel) }
                        }
                        private func submit() async {
                            do {
                                try await operations.submit()
                            } catch {
                                self.error = error
                            }
                        }
                    }
                    """, path: "Sources/Views/SubmitView.swift"),
                after: """
                    public struct SubmitView: ViewModelView {
                        private let operations: SubmitViewModelOperations
                        public var body: some View {
                            Button(action: { operations.cancel(); toggleRepaint() }) { Text(viewModel.cancelLabel) }
                        }
                        private func submit() async {
                            do {
                                try await operations.submit()
                            } catch {
                                self.error = error
                            }
                            toggleRepaint()
                        }
                    }
                    """
            )
        ]
    )

    public var reach: RuleReach { [.thisFileOnly, .declarationLocal, .viewsOnly] }

    public var nodeKinds: Set<SyntaxKind> { [.functionCallExpr] }

    public func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Finding] {
        guard scope.isInView, !scope.isInPreview, let call = node.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
            callee.base?.ownPropertyName == "operations",
            let outermost = outermostStatementUnlessRepainted(Syntax(call))
        else { return [] }
        return [
            context.diagnostic(
                "`\(callee.trimmedText)()` is not followed by `toggleRepaint()`; UI tests will not see this operation",
                at: ByteRange(callee),
                fixes: fix(after: outermost, context: context).map { [$0] } ?? []
            )
        ]
    }

    /// Climbs the statement lists from `node` up to its function or closure; `nil` when a later
    /// statement (or an earlier `defer`) at some level calls `toggleRepaint()`, else the
    /// outermost statement containing `node`.
    private func outermostStatementUnlessRepainted(_ node: Syntax) -> CodeBlockItemSyntax? {
        var current = node
        var outermost: CodeBlockItemSyntax?
        while let parent = current.parent {
            if let item = current.as(CodeBlockItemSyntax.self), let list = parent.as(CodeBlockItemListSyntax.self) {
                outermost = item
                var isLater = false
                for sibling in list {
                    if sibling.id == item.id {
                        isLater = true
                    } else if isLater
                        ? callsToggleRepaint(sibling)
                        : (sibling.item.is(DeferStmtSyntax.self) && callsToggleRepaint(sibling))
                    {
                        return nil
                    }
                }
            }
            if parent.is(ClosureExprSyntax.self) || parent.is(FunctionDeclSyntax.self)
                || parent.is(AccessorBlockSyntax.self) || parent.is(InitializerDeclSyntax.self)
                || parent.is(PatternBindingSyntax.self)
            {
                break
            }
            current = parent
        }
        return outermost
    }

    private func callsToggleRepaint(_ node: some SyntaxProtocol) -> Bool {
        node.descendants(FunctionCallExprSyntax.self).contains {
            $0.calleeName == "toggleRepaint" && $0.arguments.isEmpty
        }
    }

    /// Adds `toggleRepaint()` after the statement (on its line when the block is one line).
    private func fix(after statement: CodeBlockItemSyntax, context: RuleContext) -> Fix? {
        guard !statement.item.is(ReturnStmtSyntax.self), !statement.item.is(ThrowStmtSyntax.self) else { return nil }
        let end = ByteRange(statement).end
        let closingBrace = statement.parent?.parent?.children(viewMode: .sourceAccurate).last
        let isOneLine =
            closingBrace.map { context.lines.line(of: ByteRange($0)) == context.lines.line(of: ByteRange(statement)) }
            ?? false
        let text =
            isOneLine
            ? "; toggleRepaint()"
            : "\n\(context.lines.indentation(ofLineContaining: ByteRange(statement).start))toggleRepaint()"
        return context.fix(
            "Call toggleRepaint() afterwards", isPreferred: true,
            [TextReplacement(range: .empty(at: end), newText: text)])
    }
}
