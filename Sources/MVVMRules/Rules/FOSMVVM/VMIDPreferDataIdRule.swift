import MVVMAnalyzerCore
import SwiftSyntax

/// A view model with an `id` that identifies its views by type.
public struct VMIDPreferDataIdRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/vmid-prefer-data-id",
        name: "Prefer data identity for vmId",
        defaultSeverities: .fosmvvmOnly(.info),
        summary: "A view model that stores an `id` sets `vmId` with `.init(type: Self.self)`.",
        rationale: """
            `.init(type:)` gives every instance of the type the same identity, so a list of rows or a \
            detail view shown for another item is updated in place instead of recreated. \
            `.init(id: id)` ties the view's lifecycle to the data's.
            """,
        triggeringExamples: [
            RuleExample(
                """
                @ViewModel
                public struct TaskViewModel {
                    public let id: ModelIdType
                    public var vmId: ViewModelId = ↓.init(type: Self.self)↑
                    public init(id: ModelIdType) {
                        self.id = id
                    }
                }
                """, path: "Sources/ViewModels/TaskViewModel.swift"),
            RuleExample(
                """
                @ViewModel
                public struct CardViewModel {
                    public let id: ModelIdType
                    public var vmId: ViewModelId
                    public init(id: ModelIdType) { self.id = id; self.vmId = ↓.init(type: Self.self)↑ }
                }
                """, path: "Sources/ViewModels/CardViewModel.swift"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                @ViewModel
                public struct DashboardViewModel {
                    public var vmId: ViewModelId = .init(type: Self.self)
                }
                @ViewModel
                public struct TaskViewModel {
                    public let id: ModelIdType
                    public var vmId: ViewModelId
                    public init(id: ModelIdType) {
                        self.id = id
                        self.vmId = .init(id: id)
                    }
                }
                """, path: "Sources/ViewModels/TaskViewModel.swift")
        ],
        corrections: [
            RuleCorrection(
                RuleExample(
                    """
                    @ViewModel
                    public struct TaskViewModel {
                        public let id: ModelIdType
                        public var vmId = ViewModelId(type: Self.self)
                        public init(id: ModelIdType) {
                            self.id = id
                        }
                        init(task: Task) { self.id = task.id }
                    }
                    """, path: "Sources/ViewModels/TaskViewModel.swift"),
                after: """
                    @ViewModel
                    public struct TaskViewModel {
                        public let id: ModelIdType
                        public var vmId: ViewModelId
                        public init(id: ModelIdType) {
                            self.id = id
                            self.vmId = .init(id: id)
                        }
                        init(task: Task) { self.id = task.id; self.vmId = .init(id: id) }
                    }
                    """
            ),
            RuleCorrection(
                RuleExample(
                    """
                    @ViewModel
                    public struct CardViewModel {
                        public let id: ModelIdType
                        public var vmId: ViewModelId
                        public init(id: ModelIdType) {
                            self.id = id
                            self.vmId = .init(type: Self.self)
                        }
                    }
                    """, path: "Sources/ViewModels/CardViewModel.swift"),
                after: """
                    @ViewModel
                    public struct CardViewModel {
                        public let id: ModelIdType
                        public var vmId: ViewModelId
                        public init(id: ModelIdType) {
                            self.id = id
                            self.vmId = .init(id: id)
                        }
                    }
                    """
            ),
        ]
    )

    public var nodeKinds: Set<SyntaxKind> { [.functionCallExpr] }

    /// Not declaration-local: the fix depends on the type's initializers, which are other members.
    public var reach: RuleReach { [] }

    public var requiredTexts: [String] { ["vmId"] }

    public func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Finding] {
        guard let type = scope.innermostType, let creation = VMIDCreation(node), creation.identity == .type,
            FOSMVVMTypes.declaration(of: type, in: context.workspace)?.hasStoredID ?? type.hasStoredID
        else { return [] }
        let fix =
            creation.binding.map { propertyFix($0, context: context) }
            ?? context.fix(
                "Use .init(id: id)", isPreferred: true,
                [
                    TextReplacement(range: creation.argumentsRange, newText: "(id: id)")
                ])
        return [
            context.diagnostic(
                "`\(type.name)` has an `id`; set `vmId` with `.init(id: id)` so its views follow the data, not the type",
                at: ByteRange(creation.call),
                fixes: fix.map { [$0] } ?? []
            )
        ]
    }

    /// Moves the identity from the property's initializer into every initializer of the type;
    /// `nil` when the type has none (its memberwise initializer would change) or one delegates.
    private func propertyFix(_ binding: PatternBindingSyntax, context: RuleContext) -> Fix? {
        guard let clause = binding.initializer,
            let members = binding.parent?.parent?.parent?.parent?.as(MemberBlockItemListSyntax.self)
        else { return nil }
        let initializers = members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        guard !initializers.isEmpty,
            initializers.allSatisfy({ initializer in
                initializer.body.map { !Self.delegates($0) } ?? false
            })
        else { return nil }
        let patternEnd = ByteRange(binding.typeAnnotation.map(Syntax.init) ?? Syntax(binding.pattern)).end
        var edits = [
            TextReplacement(
                range: ByteRange(start: patternEnd, end: ByteRange(clause).end),
                newText: binding.typeAnnotation == nil ? ": ViewModelId" : ""
            )
        ]
        for initializer in initializers {
            guard let body = initializer.body else { continue }
            edits.append(assignment(in: body, context: context))
        }
        return context.fix("Set vmId with .init(id: id) in init", isPreferred: false, edits)
    }

    /// Whether an initializer's body delegates to another (`self.init(…)`).
    private static func delegates(_ body: CodeBlockSyntax) -> Bool {
        body.descendants(FunctionCallExprSyntax.self).contains { call in
            guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
            return callee.base?.isSelf == true && callee.declName.baseName.text == "init"
        }
    }

    /// Appends `self.vmId = .init(id: id)` as the body's last statement.
    private func assignment(in body: CodeBlockSyntax, context: RuleContext) -> TextReplacement {
        let statement = "self.vmId = .init(id: id)"
        let lines = context.lines
        let braceLine = lines.line(of: ByteRange(body.rightBrace))
        if lines.line(of: ByteRange(body.leftBrace)) == braceLine {
            let end = body.statements.last.map { ByteRange($0).end } ?? ByteRange(body.leftBrace).end
            return TextReplacement(
                range: .empty(at: end), newText: body.statements.isEmpty ? " \(statement)" : "; \(statement)")
        }
        let indentation =
            body.statements.last.map { lines.indentation(ofLineContaining: ByteRange($0).start) }
            ?? lines.indentation(ofLineContaining: ByteRange(body.rightBrace).start) + "    "
        return TextReplacement(range: .empty(at: lines.lineStarts[braceLine]), newText: "\(indentation)\(statement)\n")
    }
}
