import MVVMAnalyzerCore
import SwiftSyntax

/// A `ViewModelView` reading, from an environment object, a value its view model exposes.
public struct ViewReadsViewModelOnlyRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/view-reads-viewmodel-only",
        name: "View reads its view model only",
        defaultSeverities: .fosmvvmOnly(.error),
        summary: """
            A `ViewModelView` reads `x` from an `@Environment(Store.self)` object while its view \
            model exposes a property of the same name: display data comes from the view model.
            """,
        rationale: """
            The view model is the single source of what a FOSMVVM view displays: it is projected \
            from the data store when the view is bound, so the view, its previews and its tests \
            render the same frozen values (the library's own review, check `view-reads-vm-only`). \
            The environment object itself is legitimate (operations write to it, and tests inject it \
            separately), so only reads of a value the view model already provides are reported, and \
            writes are left to the operations.
            """,
        triggeringExamples: [
            RuleExample(
                """
                struct AmplitudeView: ViewModelView {
                    @Environment(ProgrammingSettings.self) private var settings
                    private let viewModel: AmplitudeViewModel
                    var body: some View {
                        Text(viewModel.title)
                        Text(↓settings.amplitudeValue↑, format: .number)
                    }
                    init(viewModel: AmplitudeViewModel) { self.viewModel = viewModel }
                }
                """, path: "Sources/Views/AmplitudeView.swift",
                supportingFiles: [
                    "Sources/ViewModels/AmplitudeViewModel.swift": """
                    @ViewModel
                    struct AmplitudeViewModel {
                        @LocalizedString var title
                        let amplitudeValue: Double
                        var vmId: ViewModelId = .init(type: Self.self)
                    }
                    """
                ])
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                struct AmplitudeView: ViewModelView {
                    @Environment(ProgrammingSettings.self) private var settings
                    private let viewModel: AmplitudeViewModel
                    var body: some View {
                        Text(viewModel.amplitudeValue, format: .number)
                        Toggle(viewModel.title, isOn: .constant(settings.isLocked))
                        Button(viewModel.title) { settings.amplitudeValue = 0 }
                    }
                    init(viewModel: AmplitudeViewModel) { self.viewModel = viewModel }
                }
                """, path: "Sources/Views/AmplitudeView.swift",
                supportingFiles: [
                    "Sources/ViewModels/AmplitudeViewModel.swift": """
                    @ViewModel
                    struct AmplitudeViewModel {
                        @LocalizedString var title
                        let amplitudeValue: Double
                        var vmId: ViewModelId = .init(type: Self.self)
                    }
                    """
                ])
        ],
        reviewCheck: "view-reads-vm-only"
    )

    public var nodeKinds: Set<SyntaxKind> { [.memberAccessExpr] }

    public var reach: RuleReach { [.declarationLocal, .viewsOnly] }

    public func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Finding] {
        guard scope.isInView, !scope.isInPreview, let access = node.as(MemberAccessExprSyntax.self),
            let root = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let type = scope.innermostType,
            let view = FOSMVVMTypes.declaration(of: type, in: context.workspace), FOSMVVMTypes.isViewModelView(view),
            let store = view.storedProperties.first(where: { $0.name == root }),
            store.attributes.named("Environment")?.arguments?.hasSuffix(".self") == true,
            !Self.isWritten(access)
        else { return [] }
        let member = access.declName.baseName.text
        guard let viewModelName = view.storedProperties.first(where: { $0.name == "viewModel" })?.heldTypeName,
            let viewModel = context.workspace.declaration(of: viewModelName, near: context.path)?.type,
            FOSMVVMTypes.isViewModel(viewModel),
            viewModel.properties.contains(where: { $0.name == member && !$0.isStatic })
        else { return [] }
        return [
            context.diagnostic(
                "`\(root).\(member)` reads display data from the environment while the view model exposes "
                    + "`\(member)`: read `viewModel.\(member)`, the value projected for this view",
                at: ByteRange(access)
            )
        ]
    }

    /// Whether `access` is the target of an assignment (`settings.x = …`, `settings.items[0] += …`):
    /// a write, which `fosmvvm/view-no-env-mutation` reports.
    private static func isWritten(_ access: MemberAccessExprSyntax) -> Bool {
        OperationsSupport.assignment(to: OperationsSupport.accessPath(rootedAt: ExprSyntax(access))) != nil
    }
}
