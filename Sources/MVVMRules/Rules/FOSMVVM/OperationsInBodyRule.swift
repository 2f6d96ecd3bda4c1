import MVVMAnalyzerCore
import SwiftSyntax

/// `viewModel.operations` read while rendering instead of stored once in `init`.
public struct OperationsInBodyRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/operations-in-body",
        name: "Operations read outside init",
        defaultSeverities: .fosmvvmOnly(.warning),
        summary:
            "A view reads `viewModel.operations` in `body`, a computed property or a method instead of storing it in `init`.",
        rationale: """
            `body` runs on every render; the operations belong in a `private let operations` set once \
            in `init(viewModel:)`, where the test data transporter also finds them.
            """,
        triggeringExamples: [
            RuleExample(
                """
                public struct SubmitView: ViewModelView {
                    private let viewModel: SubmitViewModel
                    public var body: some View {
                        let operations = ↓viewModel.operations↑
                        Button(action: { operations.submit() }) { Text(viewModel.submitLabel) }
                    }
                    public init(viewModel: SubmitViewModel) {
                        self.viewModel = viewModel
                    }
                }
                """, path: "Sources/Views/SubmitView.swift"),
            RuleExample(
                """
                public struct SubmitView: ViewModelView {
                    private let viewModel: SubmitViewModel
                    public var body: some View { Button(action: submit) { Text(viewModel.submitLabel) } }
                    private func submit() { ↓self.viewModel.operations↑.submit() }
                }
                """, path: "Sources/Views/SubmitView.swift"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                public struct SubmitView: ViewModelView {
                    private let viewModel: SubmitViewModel
                    private let operations: SubmitViewModelOperations
                    public var body: some View { Button(action: submit) { Text(viewModel.submitLabel) } }
                    public init(viewModel: SubmitViewModel) {
                        self.viewModel = viewModel
                        self.operations = viewModel.operations
                    }
                    private func submit() { operations.submit() }
                }
                """, path: "Sources/Views/SubmitView.swift")
        ],
        corrections: [
            RuleCorrection(
                RuleExample(
                    """
                    public struct SubmitView: ViewModelView {
                        private let viewModel: SubmitViewModel
                        public var body: some View {
                            let operations = viewModel.operations
                            Button(action: { operations.submit() }) { Text(viewModel.submitLabel) }
                        }
                        public init(viewModel: SubmitViewModel) {
                            self.viewModel = viewModel
                        }
                    }
                    """, path: "Sources/Views/SubmitView.swift",
                    supportingFiles: [
                        "Sources/ViewModels/SubmitViewModel.swift": """
                        @ViewModel public struct SubmitViewModel {
                            public let operations: any SubmitOperations
                        }
                        """
                    ]),
                after: """
                    public struct SubmitView: ViewModelView {
                        private let viewModel: SubmitViewModel
                        private let operations: any SubmitOperations
                        public var body: some View {
                            Button(action: { operations.submit() }) { Text(viewModel.submitLabel) }
                        }
                        public init(viewModel: SubmitViewModel) {
                            self.viewModel = viewModel
                            self.operations = viewModel.operations
                        }
                    }
                    """
            ),
            RuleCorrection(
                RuleExample(
                    """
                    public struct SubmitView: ViewModelView {
                        private let viewModel: SubmitViewModel
                        private let operations: SubmitViewModelOperations
                        public var body: some View { Button(action: submit) { Text(viewModel.submitLabel) } }
                        public init(viewModel: SubmitViewModel) {
                            self.viewModel = viewModel
                            self.operations = viewModel.operations
                        }
                        private func submit() { viewModel.operations.submit() }
                    }
                    """, path: "Sources/Views/SubmitView.swift"),
                after: """
                    public struct SubmitView: ViewModelView {
                        private let viewModel: SubmitViewModel
                        private let operations: SubmitViewModelOperations
                        public var body: some View { Button(action: submit) { Text(viewModel.submitLabel) } }
                        public init(viewModel: SubmitViewModel) {
                            self.viewModel = viewModel
                            self.operations = viewModel.operations
                        }
                        private func submit() { operations.submit() }
                    }
                    """
            ),
        ]
    )

    public var nodeKinds: Set<SyntaxKind> { [.memberAccessExpr] }

    /// Not declaration-local: the fix depends on the view's `init(viewModel:)`, another member.
    public var reach: RuleReach { [.viewsOnly] }

    public var requiredTexts: [String] { ["operations"] }

    public func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Finding] {
        guard scope.isInView, !scope.isInPreview, let member = scope.member, member.kind != .initializer,
            let access = node.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "operations",
            access.base?.ownPropertyName == "viewModel",
            let type = scope.innermostType,
            let view = FOSMVVMTypes.declaration(of: type, in: context.workspace)
        else { return [] }
        let place = member.isBody ? "`body`, which runs on every render" : "`\(member.name)`"
        return [
            context.diagnostic(
                "`\(access.trimmedText)` is read in \(place); store it once in `init` as `private let operations`",
                at: ByteRange(access),
                fixes: fix(access, view: view, context: context).map { [$0] } ?? []
            )
        ]
    }

    /// Uses the stored `operations` (declared and set in `init(viewModel:)` when missing), and
    /// drops a local `let operations = viewModel.operations`.
    private func fix(_ access: MemberAccessExprSyntax, view: TypeFact, context: RuleContext) -> Fix? {
        var edits: [TextReplacement] = []
        if let local = localOperationsDeclaration(access) {
            let start = context.lines.lineStarts[context.lines.line(of: ByteRange(local))]
            edits.append(
                TextReplacement(
                    range: ByteRange(start: start, end: context.lines.startOfNextLine(after: ByteRange(local).end)),
                    newText: ""))
        } else {
            edits.append(TextReplacement(range: ByteRange(access), newText: "operations"))
        }
        if view.property(named: "operations")?.isStoredInstanceProperty != true {
            guard view.range.contains(ByteRange(access)),
                let viewModel = view.property(named: "viewModel"),
                let assignment = initAssignment(in: access, context: context)
            else { return nil }
            let indentation = context.lines.indentation(ofLineContaining: viewModel.range.start)
            edits.append(
                TextReplacement(
                    range: .empty(at: context.lines.startOfNextLine(after: viewModel.range.end)),
                    newText: "\(indentation)private let operations: \(operationsType(viewModel, context: context))\n"
                ))
            edits.append(
                TextReplacement(
                    range: .empty(at: context.lines.startOfNextLine(after: ByteRange(assignment).end)),
                    newText:
                        "\(context.lines.indentation(ofLineContaining: ByteRange(assignment).start))self.operations = viewModel.operations\n"
                ))
        }
        return context.fix("Store operations in init", isPreferred: false, edits)
    }

    /// `let operations = viewModel.operations` when that is the whole statement.
    private func localOperationsDeclaration(_ access: MemberAccessExprSyntax) -> VariableDeclSyntax? {
        guard let binding = access.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "operations",
            let variable = binding.parent?.parent?.as(VariableDeclSyntax.self), variable.bindings.count == 1
        else { return nil }
        return variable
    }

    /// `self.viewModel = viewModel` in the view's `init(viewModel:)`.
    private func initAssignment(in access: MemberAccessExprSyntax, context: RuleContext) -> Syntax? {
        let block = access.ancestors.lazy.compactMap { $0.as(MemberBlockSyntax.self) }.first
        let initializer = block?.members.lazy
            .compactMap { $0.decl.as(InitializerDeclSyntax.self) }
            .first { $0.signature.parameterClause.parameters.map(\.firstName.text) == ["viewModel"] }
        let statement = initializer?.body?.statements.first { item in
            guard let sequence = item.item.as(SequenceExprSyntax.self) else { return false }
            return AssignmentSyntax.assignments(of: sequence).contains { assignment in
                assignment.target.as(MemberAccessExprSyntax.self)?.base?.isSelf == true
                    && assignment.name == "viewModel"
                    && assignment.value.as(DeclReferenceExprSyntax.self)?.baseName.text == "viewModel"
            }
        }
        return statement.map(Syntax.init)
    }

    /// The type of the view model's `operations`, else `{ViewModel}Operations`.
    private func operationsType(_ viewModel: PropertyFact, context: RuleContext) -> String {
        let name = viewModel.heldTypeName ?? "ViewModel"
        let declared = context.workspace.declaration(of: name, near: context.path)?.type.property(named: "operations")?
            .declaredType
        return declared ?? "\(name)Operations"
    }
}
