import MVVMAnalyzerCore
import SwiftSyntax

/// A view with operations without the DEBUG repaint plumbing UI tests rely on.
public struct MissingTestDataTransporterRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/missing-test-data-transporter",
        name: "Missing test data transporter",
        defaultSeverities: .fosmvvmOnly(.warning),
        summary: """
            A view that stores `operations` lacks the `#if DEBUG` `@State private var repaintToggle`, \
            the `#if DEBUG` `.testDataTransporter(viewModelOps:repaintToggle:)` modifier or \
            `toggleRepaint()`, or has one of them outside `#if DEBUG`.
            """,
        rationale: """
            FOSMVVM's UI tests read the operations' recorded calls through the test data \
            transporter, triggered by flipping `repaintToggle`. The plumbing is for tests only and \
            must not ship in release builds.
            """,
        triggeringExamples: [
            RuleExample(
                """
                public struct ActionView: ViewModelView {
                    private let viewModel: ActionViewModel
                    private let ↓operations↑: ActionViewModelOperations
                    public var body: some View {
                        Button(action: performAction) { Text(viewModel.actionLabel) }
                    }
                    private func performAction() { operations.performAction() }
                }
                """, path: "Sources/Views/ActionView.swift"),
            RuleExample(
                """
                public struct ActionView: ViewModelView {
                    private let viewModel: ActionViewModel
                    private let ↓operations↑: ActionViewModelOperations
                    @State private var repaintToggle = false
                    public var body: some View {
                        Button(action: performAction) { Text(viewModel.actionLabel) }
                            .testDataTransporter(viewModelOps: operations, repaintToggle: $repaintToggle)
                    }
                    private func toggleRepaint() { repaintToggle.toggle() }
                }
                """, path: "Sources/Views/ActionView.swift"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                public struct ActionView: ViewModelView {
                    private let viewModel: ActionViewModel
                    private let operations: ActionViewModelOperations
                    #if DEBUG
                    @State private var repaintToggle = false
                    #endif
                    public var body: some View {
                        Button(action: performAction) { Text(viewModel.actionLabel) }
                        #if DEBUG
                        .testDataTransporter(viewModelOps: operations, repaintToggle: $repaintToggle)
                        #endif
                    }
                    private func toggleRepaint() {
                        #if DEBUG
                        repaintToggle.toggle()
                        #endif
                    }
                }
                public struct InfoView: ViewModelView {
                    private let viewModel: InfoViewModel
                    public var body: some View { Text(viewModel.title) }
                }
                """, path: "Sources/Views/ActionView.swift")
        ],
        corrections: [
            RuleCorrection(
                RuleExample(
                    """
                    public struct ActionView: ViewModelView {
                        private let viewModel: ActionViewModel
                        private let operations: ActionViewModelOperations
                        public var body: some View {
                            Button(action: performAction) { Text(viewModel.actionLabel) }
                        }
                        private func performAction() { operations.performAction() }
                    }
                    """, path: "Sources/Views/ActionView.swift"),
                after: """
                    public struct ActionView: ViewModelView {
                        private let viewModel: ActionViewModel
                        private let operations: ActionViewModelOperations

                        #if DEBUG
                        @State private var repaintToggle = false
                        #endif
                        public var body: some View {
                            Button(action: performAction) { Text(viewModel.actionLabel) }
                            #if DEBUG
                            .testDataTransporter(viewModelOps: operations, repaintToggle: $repaintToggle)
                            #endif
                        }
                        private func performAction() { operations.performAction() }

                        private func toggleRepaint() {
                            #if DEBUG
                            repaintToggle.toggle()
                            #endif
                        }
                    }
                    """
            )
        ]
    )

    public var reach: RuleReach { [.thisFileOnly] }

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        file.facts.declaredViews.compactMap { view -> Finding? in
            guard let operations = view.property(named: "operations"), operations.isStoredInstanceProperty,
                let decl = file.tree.node(DeclSyntax.self, spanning: view.range)?.asProtocol(DeclGroupSyntax.self)
            else { return nil }
            let declarations = file.facts.types.filter { $0.name == view.name }
                .compactMap { file.tree.node(DeclSyntax.self, spanning: $0.range) }
            let toggle = view.property(named: "repaintToggle").flatMap {
                file.tree.node(VariableDeclSyntax.self, spanning: $0.range)
            }
            let transporter = declarations.lazy.flatMap { $0.descendants(FunctionCallExprSyntax.self) }
                .first { $0.calleeName == "testDataTransporter" }
            let hasToggleMethod = file.facts.types.contains {
                $0.name == view.name && $0.members.contains { $0.name == "toggleRepaint" }
            }
            var missing: [String] = []
            var misplaced: [String] = []
            var edits: [TextReplacement] = []
            let lines = context.lines
            let member = lines.indentation(ofLineContaining: operations.range.start)
            if let toggle {
                if !toggle.isInsideDebugBlock { misplaced.append("`repaintToggle`") }
            } else {
                missing.append("`@State private var repaintToggle`")
                edits.append(
                    TextReplacement(
                        range: .empty(at: lines.startOfNextLine(after: operations.range.end)),
                        newText:
                            "\n\(member)#if DEBUG\n\(member)@State private var repaintToggle = false\n\(member)#endif\n"
                    ))
            }
            if let transporter {
                if !transporter.isInsideDebugBlock { misplaced.append("`.testDataTransporter`") }
            } else {
                missing.append("`.testDataTransporter(viewModelOps:repaintToggle:)`")
                if let edit = transporterInsertion(view: view, file: file, lines: lines) { edits.append(edit) }
            }
            if !hasToggleMethod {
                missing.append("`toggleRepaint()`")
                let outer = lines.indentation(ofLineContaining: ByteRange(decl.memberBlock.rightBrace).start)
                let step = String(member.dropFirst(outer.count))
                edits.append(
                    lines.insertion(
                        "\n\(member)private func toggleRepaint() {\n\(member)\(step)#if DEBUG\n\(member)\(step)repaintToggle.toggle()\n"
                            + "\(member)\(step)#endif\n\(member)}\n",
                        beforeLineOf: decl.memberBlock.rightBrace))
            }
            guard !missing.isEmpty || !misplaced.isEmpty else { return nil }
            let problems =
                (missing.isEmpty ? [] : ["add " + missing.joined(separator: ", ") + " in `#if DEBUG`"])
                + (misplaced.isEmpty ? [] : ["move " + misplaced.joined(separator: ", ") + " into `#if DEBUG`"])
            return context.diagnostic(
                "`\(view.name)` has operations but UI tests cannot observe them: " + problems.joined(separator: "; "),
                at: operations.nameRange,
                fixes: edits.isEmpty ? [] : [context.fix("Add the DEBUG test plumbing", isPreferred: false, edits)]
            )
        }
    }

    /// `#if DEBUG .testDataTransporter(…) #endif` after the last statement of `body`.
    private func transporterInsertion(view: TypeFact, file: SourceFile, lines: LineTable) -> TextReplacement? {
        guard let body = view.members.first(where: \.isBody),
            let variable = file.tree.node(VariableDeclSyntax.self, spanning: body.range),
            let accessors = variable.bindings.first?.accessorBlock
        else { return nil }
        let statements: CodeBlockItemListSyntax?
        switch accessors.accessors {
        case .getter(let list): statements = list
        case .accessors(let list): statements = list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        }
        guard let last = statements?.last else { return nil }
        let indentation = lines.indentation(ofLineContaining: ByteRange(last).start)
        return TextReplacement(
            range: .empty(at: ByteRange(last).end),
            newText:
                "\n\(indentation)#if DEBUG\n\(indentation).testDataTransporter(viewModelOps: operations, repaintToggle: $repaintToggle)\n\(indentation)#endif"
        )
    }
}
