import MVVMAnalyzerCore
import SwiftSyntax

/// A view that holds a concrete view model although its contract exists (style `generic`), or
/// that is generic over the contract (style `concrete`).
public struct ViewGenericOverContractRule: Rule {
    public static let description = RuleDescription(
        id: "contract/view-generic-over-contract",
        name: "View generic over contract",
        defaultSeverities: .contractOnly(.warning),
        summary: """
            A view holds the concrete `XViewModel` while `XViewModelContract` exists in the workspace \
            (option `style: generic`, the default), or is generic over the contract (`style: concrete`).
            """,
        rationale: """
            the current contract style makes views generic over their contract, \
            `struct XView<ViewModel: XViewModelContract>: View`, so previews and snapshot tests \
            inject a stub with any `state`; the earlier contract style the earlier version, holds the concrete \
            `XViewModel`. Choose with `contract/view-generic-over-contract: { style: generic | concrete }`. \
            The check reads the contract's and the implementation's declarations from the workspace, \
            so it follows edits of either file. App-level containers without a contract are not affected.
            """,
        triggeringExamples: [
            RuleExample(
                """
                struct CharacterDetailView: View {
                    @State private var viewModel: ↓CharacterDetailViewModel↑

                    init(viewModel: CharacterDetailViewModel) {
                        _viewModel = State(initialValue: viewModel)
                    }

                    var body: some View { Text(viewModel.title) }
                }
                """, path: "Sources/Presentation/CharacterDetail/Views/CharacterDetailView.swift",
                convention: .contract,
                supportingFiles: Self.characterDetailFiles)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                struct CharacterDetailView<ViewModel: CharacterDetailViewModelContract>: View {
                    @State private var viewModel: ViewModel
                    init(viewModel: ViewModel) {
                        _viewModel = State(initialValue: viewModel)
                    }
                    var body: some View { Text(viewModel.title) }
                }
                """, path: "Sources/Presentation/CharacterDetail/Views/CharacterDetailView.swift",
                convention: .contract,
                supportingFiles: Self.characterDetailFiles),
            RuleExample(
                """
                struct SettingsView: View {
                    let viewModel: SettingsViewModel
                    var body: some View { Text(viewModel.title) }
                }
                """, convention: .contract),
            RuleExample(
                """
                struct RootContainerView: View {
                    let container: AppContainer
                    var body: some View { container.makeHomeView() }
                }
                """, convention: .contract),
        ],
        corrections: [
            RuleCorrection(
                RuleExample(
                    """
                    struct CharacterDetailView: View {
                        @State private var viewModel: CharacterDetailViewModel

                        init(viewModel: CharacterDetailViewModel) {
                            _viewModel = State(initialValue: viewModel)
                        }

                        var body: some View { Text(viewModel.title) }
                    }
                    """, path: "Sources/Presentation/CharacterDetail/Views/CharacterDetailView.swift",
                    convention: .contract,
                    supportingFiles: Self.characterDetailFiles),
                after: """
                    struct CharacterDetailView<ViewModel: CharacterDetailViewModelContract>: View {
                        @State private var viewModel: ViewModel

                        init(viewModel: ViewModel) {
                            _viewModel = State(initialValue: viewModel)
                        }

                        var body: some View { Text(viewModel.title) }
                    }
                    """
            )
        ]
    )

    private static let characterDetailFiles = [
        "Sources/Presentation/CharacterDetail/ViewModels/CharacterDetailViewModelContract.swift": """
        protocol CharacterDetailViewModelContract: AnyObject {
            var title: String { get }
        }
        """,
        "Sources/Presentation/CharacterDetail/ViewModels/CharacterDetailViewModel.swift": """
        @Observable
        final class CharacterDetailViewModel: CharacterDetailViewModelContract {
            private(set) var title = ""
        }
        """,
    ]

    /// The generic parameter name the current contract style uses.
    static let parameterName = "ViewModel"

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        let concreteStyle = context.options["style"]?.string == "concrete"
        return file.facts.declaredViews.compactMap { view in
            guard let viewModel = ContractViewModel(view: view, workspace: context.workspace),
                let contract = viewModel.contract(in: context.workspace)
            else { return nil }
            return concreteStyle
                ? concreteDiagnostic(view, viewModel, contract, file: file, context: context)
                : genericDiagnostic(view, viewModel, contract, file: file, context: context)
        }
    }

    /// Style `generic`: the view holds the implementation, not a parameter constrained to the contract.
    private func genericDiagnostic(
        _ view: TypeFact, _ viewModel: ContractViewModel, _ contract: TypeReference, file: SourceFile,
        context: RuleContext
    ) -> Finding? {
        guard viewModel.genericParameter == nil, viewModel.declaration?.type.kind != .protocol,
            let range = viewModel.property.declaredTypeRange ?? viewModel.property.initializer?.range
        else { return nil }
        let generic = "\(view.name)<\(Self.parameterName): \(contract.type.name)>"
        var fixes: [Fix] = []
        if viewModel.property.declaredType != nil, viewModel.property.initializer == nil,
            !view.genericParameters.contains(where: { $0.name == Self.parameterName }),
            let decl = file.tree.node(StructDeclSyntax.self, spanning: view.range)
        {
            let clause =
                decl.genericParameterClause.map {
                    TextReplacement(
                        range: .empty(at: ByteRange($0.rightAngle).start),
                        newText: ", \(Self.parameterName): \(contract.type.name)")
                }
                ?? TextReplacement(
                    range: .empty(at: ByteRange(decl.name).end),
                    newText: "<\(Self.parameterName): \(contract.type.name)>")
            let renamed = TypeRenaming.replacements(
                of: viewModel.typeName, with: Self.parameterName, in: decl.memberBlock)
            fixes.append(
                context.fix(
                    "Make \(view.name) generic over \(contract.type.name)", isPreferred: false, [clause] + renamed))
        }
        return context.diagnostic(
            "`\(view.name)` holds the concrete `\(viewModel.typeName)` although `\(contract.type.name)` exists: "
                + "make the view generic (`\(generic)`) so previews and snapshot tests can inject a stub",
            at: range,
            related: [
                RelatedLocation(
                    path: contract.path, range: contract.type.nameRange,
                    message: "`\(contract.type.name)` is declared here")
            ],
            fixes: fixes
        )
    }

    /// Style `concrete`: the view is generic over the contract instead of holding the implementation.
    private func concreteDiagnostic(
        _ view: TypeFact, _ viewModel: ContractViewModel, _ contract: TypeReference, file: SourceFile,
        context: RuleContext
    ) -> Finding? {
        guard let parameter = viewModel.genericParameter,
            let decl = file.tree.node(StructDeclSyntax.self, spanning: view.range),
            let clause = decl.genericParameterClause,
            let parameterSyntax = clause.parameters.first(where: { $0.name.text == parameter.name })
        else { return nil }
        let implementations = context.workspace.files(naming: contract.type.name).flatMap(\.facts.types).filter {
            type in
            type.kind == .class && type.inherits(contract.type.name) && !TestDoubles.isTestDouble(type.name)
        }
        var fixes: [Fix] = []
        let implementation = implementations.count == 1 ? implementations[0].name : nil
        if let implementation, clause.parameters.count == 1 {
            let renamed = TypeRenaming.replacements(of: parameter.name, with: implementation, in: decl.memberBlock)
            fixes.append(
                context.fix(
                    "Hold the concrete \(implementation)", isPreferred: false,
                    [TextReplacement(range: ByteRange(clause), newText: "")] + renamed))
        }
        return context.diagnostic(
            "`\(view.name)` is generic over `\(contract.type.name)`; this project holds the concrete view model "
                + "(style `concrete`): use `\(implementation ?? "the implementation")` instead of `\(parameter.name)`",
            at: ByteRange(parameterSyntax),
            fixes: fixes
        )
    }
}
