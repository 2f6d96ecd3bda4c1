import MVVMAnalyzerCore
import SwiftSyntax

/// A contract view whose initializer takes more than its view model.
public struct InitViewModelOnlyRule: Rule {
    public static let description = RuleDescription(
        id: "contract/init-view-model-only",
        name: "Init takes only the view model",
        defaultSeverities: .contractOnly(.warning),
        summary: """
            A view that receives its view model declares an `init` with parameters besides the view \
            model, or (without an `init`) stored properties its memberwise initializer has to be \
            given besides the view model. A view that creates its own view model is left to the \
            rules about that.
            """,
        rationale: """
            The contract convention\'s checklist: "Create View struct with init receiving ViewModel only". What the \
            screen shows or how it behaves is the view model's to decide, so a test or a preview \
            sets it up through one stub; a second input (a flag, a mode, a model value) is state \
            that bypasses the view model and its tests. Properties with a default, `@State`, \
            `@Environment` and other wrapped properties are the view's own and are not counted.
            """,
        triggeringExamples: [
            RuleExample(
                """
                struct HomeView<ViewModel: HomeViewModelContract>: View {
                    let viewModel: ViewModel
                    let playbackMode: LottiePlaybackMode
                    @State private var showButton: Bool

                    init(
                        viewModel: ViewModel,
                        ↓playbackMode: LottiePlaybackMode = .playing↑,
                        ↓showButton: Bool = false↑
                    ) {
                        self.viewModel = viewModel
                        self.playbackMode = playbackMode
                        _showButton = State(initialValue: showButton)
                    }

                    var body: some View { Text(viewModel.title) }
                }
                """, convention: .contract),
            RuleExample(
                """
                struct EpisodeRow: View {
                    let viewModel: EpisodeRowViewModel
                    let ↓isHighlighted↑: Bool
                    var body: some View { Text(viewModel.title) }
                }
                """, convention: .contract),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                struct CharacterListView<ViewModel: CharacterListViewModelContract>: View {
                    @State private var viewModel: ViewModel
                    @Environment(\\.dsTheme) private var theme
                    @State private var isSearching = false
                    private let columns = 2

                    init(viewModel: ViewModel) {
                        _viewModel = State(initialValue: viewModel)
                    }

                    var body: some View { Text(viewModel.title) }
                }
                """, convention: .contract),
            RuleExample(
                """
                struct CharacterRow: View {
                    let name: String
                    let status: String
                    var body: some View { Text(name) }
                }
                """, convention: .contract),
        ]
    )

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        file.facts.declaredViews.flatMap { view -> [Finding] in
            guard !view.isExtension, let viewModel = ContractViewModel(view: view, workspace: context.workspace),
                let decl = file.tree.node(StructDeclSyntax.self, spanning: view.range)
            else { return [] }
            let initializers = decl.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
            guard !initializers.isEmpty else { return memberwiseExtras(view, viewModel: viewModel, context: context) }
            return initializers.flatMap { initializer -> [Finding] in
                let parameters = Array(initializer.signature.parameterClause.parameters)
                guard parameters.contains(where: { $0.firstName.text == viewModel.property.name }) else { return [] }
                return parameters.filter { $0.firstName.text != viewModel.property.name }.map { parameter in
                    context.diagnostic(
                        "`\(view.name)`'s `init` takes `\(parameter.firstName.text)` besides its view model: "
                            + "a contract view receives only its view model; let the view model provide it",
                        at: ByteRange(
                            start: ByteRange(parameter.firstName).start,
                            end: parameter.defaultValue.map { ByteRange($0).end } ?? ByteRange(parameter.type).end
                        )
                    )
                }
            }
        }
    }

    /// Stored properties the synthesized memberwise initializer requires besides the view model.
    private func memberwiseExtras(_ view: TypeFact, viewModel: ContractViewModel, context: RuleContext) -> [Finding] {
        guard viewModel.property.initializer == nil else { return [] }
        return view.storedProperties.filter { property in
            property.name != viewModel.property.name && property.initializer == nil && property.attributes.isEmpty
                && property.declaredType?.hasSuffix("?") != true
        }.map { property in
            context.diagnostic(
                "`\(view.name)` is created with `\(property.name)` besides its view model: "
                    + "a contract view receives only its view model; let the view model provide it",
                at: property.nameRange
            )
        }
    }
}
