import MVVMAnalyzerCore
import SwiftSyntax

/// A view reading display data through a view-model property that holds an `@Observable` store.
public struct ViewNoReadThroughVMRefRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/view-no-read-through-vm-ref",
        name: "View reads through the view model's store reference",
        defaultSeverities: .fosmvvmOnly(.warning),
        summary: """
            A view reads `viewModel.store.x`, where `store` is a property of its FOSMVVM view model \
            whose type is declared `@Observable`: the value comes from the live store, not from \
            the view model. Handing the reference on (`output: viewModel.store`), writing through \
            it and calling its methods are not reads.
            """,
        rationale: """
            A view model may hold a reference to its `@Observable` state to dispatch operations, \
            but what a view displays is projected into the view model as frozen scalars when the \
            view is bound (FOSMVVM's review, check `view-no-read-through-vm-ref`). A read through \
            the reference bypasses the projection: previews and tests that build the view model \
            with `stub()` no longer decide what is shown. Expose the value as a property of the \
            view model instead.
            """,
        triggeringExamples: [
            RuleExample(
                """
                struct PatientPanelView: ViewModelView {
                    let viewModel: PatientPanelViewModel
                    var body: some View {
                        Toggle(viewModel.lockTitle, isOn: .constant(↓viewModel.patientPanelSettings.electrodeSettings[0].isLocked↑))
                        Text(↓self.viewModel.patientPanelSettings.title↑)
                    }
                }
                """, path: "Sources/Views/PatientPanelView.swift",
                supportingFiles: [
                    "Sources/ViewModels/PatientPanelViewModel.swift": """
                    @ViewModel
                    struct PatientPanelViewModel {
                        @LocalizedString var lockTitle
                        let patientPanelSettings: PatientPanelSettings
                        var vmId: ViewModelId = .init(type: Self.self)
                    }
                    """,
                    "Sources/Storage/PatientPanelSettings.swift": """
                    @Observable final class PatientPanelSettings {
                        var electrodeSettings: [ElectrodeSettings] = []
                        var title = ""
                    }
                    """,
                ])
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                struct PatientPanelView: ViewModelView {
                    @Environment(PatientPanelSettings.self) private var settings
                    let viewModel: PatientPanelViewModel
                    var body: some View {
                        Toggle(viewModel.lockTitle, isOn: .constant(viewModel.isFirstElectrodeLocked))
                        Text(viewModel.summary.title)
                        Button(viewModel.lockTitle) {
                            viewModel.operations.lockAll(output: viewModel.patientPanelSettings)
                        }
                    }
                }
                """, path: "Sources/Views/PatientPanelView.swift",
                supportingFiles: [
                    "Sources/ViewModels/PatientPanelViewModel.swift": """
                    @ViewModel
                    struct PatientPanelViewModel {
                        @LocalizedString var lockTitle
                        let isFirstElectrodeLocked: Bool
                        let summary: PanelSummary
                        let patientPanelSettings: PatientPanelSettings
                        var vmId: ViewModelId = .init(type: Self.self)
                    }
                    """,
                    "Sources/Storage/PatientPanelSettings.swift": """
                    @Observable final class PatientPanelSettings {
                        var electrodeSettings: [ElectrodeSettings] = []
                    }
                    struct PanelSummary: Codable { let title: String }
                    """,
                ])
        ]
    )

    public var nodeKinds: Set<SyntaxKind> { [.memberAccessExpr] }

    /// Reads only the visited member's own text (with the scope, the file's facts and the declarations of the view
    /// model and the store).
    public var reach: RuleReach { [.declarationLocal, .viewsOnly] }

    public func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Finding] {
        guard scope.isInView, !scope.isInPreview, let read = node.as(MemberAccessExprSyntax.self),
            let reference = read.base?.as(MemberAccessExprSyntax.self), let owner = reference.base,
            let viewModelName = Self.propertyName(owner),
            let type = scope.innermostType,
            let view = FOSMVVMTypes.declaration(of: type, in: context.workspace),
            let heldType = view.storedProperties.first(where: { $0.name == viewModelName })?.heldTypeName,
            let viewModel = context.workspace.declaration(of: heldType, near: context.path)?.type,
            FOSMVVMTypes.isViewModel(viewModel),
            let storeType = viewModel.properties.first(where: {
                $0.name == reference.declName.baseName.text && !$0.isStatic
            })?
            .heldTypeName,
            OperationsSupport.isObservable(storeType, workspace: context.workspace, path: context.path)
        else { return [] }
        let path = OperationsSupport.accessPath(rootedAt: ExprSyntax(read))
        if OperationsSupport.assignment(to: path) != nil { return [] }
        if let call = path.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == path.id,
            OperationsSupport.isStatement(call)
        {
            return []
        }
        let store = "\(viewModelName).\(reference.declName.baseName.text)"
        return [
            context.diagnostic(
                "`\(context.text(in: ByteRange(path)))` reads display data through `\(store)`, an `@Observable` "
                    + "store held by the view model: expose the value on the view model as a frozen scalar",
                at: ByteRange(path)
            )
        ]
    }

    /// `viewModel` of `viewModel` and of `self.viewModel`.
    private static func propertyName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
            case .identifier(let name) = reference.baseName.tokenKind
        {
            return name
        }
        guard let access = expression.as(MemberAccessExprSyntax.self),
            access.base?.isSelf == true
        else { return nil }
        return access.declName.baseName.text
    }
}
