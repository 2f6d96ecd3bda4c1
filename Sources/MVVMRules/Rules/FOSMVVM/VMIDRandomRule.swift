import MVVMAnalyzerCore
import SwiftSyntax

/// `vmId` set to a random identity.
public struct VMIDRandomRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/vmid-random",
        name: "Random vmId",
        defaultSeverities: .fosmvvmOnly(.error),
        summary:
            "`vmId` is created with `.init()`, `ViewModelId()` or `.init(id: nil)`: a new random identity each time.",
        rationale: """
            SwiftUI identifies a `ViewModelView` by `.id(vmId)`. A random identity makes every new copy \
            of the view model a different view, so views are recreated instead of updated. Use \
            `.init(type: Self.self)` at least, `.init(id: id)` when the view model has an `id`.
            """,
        triggeringExamples: [
            RuleExample(
                """
                @ViewModel
                public struct DashboardViewModel {
                    public var vmId: ViewModelId = ↓.init()↑
                }
                """, path: "Sources/ViewModels/DashboardViewModel.swift"),
            RuleExample(
                """
                @ViewModel(options: [.clientHostedFactory])
                struct MoveIdeaErrorViewModel {
                    public var vmId = ↓ViewModelId()↑
                }
                """, path: "Sources/ViewModels/MoveIdeaErrorViewModel.swift"),
            RuleExample(
                """
                @ViewModel
                public struct TaskViewModel {
                    public let id: ModelIdType
                    public var vmId: ViewModelId
                    public init(id: ModelIdType) {
                        self.id = id
                        self.vmId = ↓.init(id: nil)↑
                    }
                }
                """, path: "Sources/ViewModels/TaskViewModel.swift"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                @ViewModel
                public struct DashboardViewModel {
                    public var vmId: ViewModelId = .init(type: Self.self)
                    func reset() { let vmId = ViewModelId(); print(vmId) }
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
                    public struct DashboardViewModel {
                        public var vmId = ViewModelId()
                    }
                    """, path: "Sources/ViewModels/DashboardViewModel.swift"),
                after: """
                    @ViewModel
                    public struct DashboardViewModel {
                        public var vmId = ViewModelId(type: Self.self)
                    }
                    """
            ),
            RuleCorrection(
                RuleExample(
                    """
                    @ViewModel
                    public struct TaskViewModel {
                        public let id: ModelIdType
                        public var vmId: ViewModelId
                        public init(id: ModelIdType) {
                            self.id = id
                            self.vmId = .init()
                        }
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
        guard let type = scope.innermostType, let creation = VMIDCreation(node), creation.identity == .random else {
            return []
        }
        let hasID = FOSMVVMTypes.declaration(of: type, in: context.workspace)?.hasStoredID ?? type.hasStoredID
        let useData = hasID && creation.binding == nil && creation.enclosingInitializer != nil
        let replacement = useData ? "(id: id)" : "(type: Self.self)"
        let ideal = hasID && !useData ? " (ideally `.init(id: id)` in `init`, as it has an `id`)" : ""
        return [
            context.diagnostic(
                "`\(creation.call.trimmedText)` gives `vmId` a random identity, so SwiftUI recreates the view "
                    + "instead of updating it; use `.init\(replacement)`\(ideal)",
                at: ByteRange(creation.call),
                fixes: [
                    context.fix(
                        "Use .init\(replacement)", isPreferred: true,
                        [
                            TextReplacement(range: creation.argumentsRange, newText: replacement)
                        ])
                ]
            )
        ]
    }
}
