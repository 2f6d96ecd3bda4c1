import MVVMAnalyzerCore
import SwiftSyntax

/// A view assigning to its view model's state instead of calling an intent method.
public struct ViewMutatesViewModelRule: Rule {
    public static let description = RuleDescription(
        id: "contract/view-mutates-view-model",
        name: "View mutates view model",
        defaultSeverities: .contractOnly(.warning),
        summary: """
            A view assigns to a property of its view model (`viewModel.filter.status = selected`, \
            `viewModel.count += 1`) in an action, where its contract does not require that setter.
            """,
        rationale: """
            In the contract convention the view reports what the user did through the contract's \
            `did…` methods (`didSelect(_:)`, `didTapApply()`), and the view model decides what \
            changes, tracks it and navigates (the contract convention: "User actions call ViewModel methods"). A \
            view that writes the state itself moves that decision into the view, where no view-model \
            test sees it. A write the contract allows on purpose (`var filter: Filter { get set }`: \
            a draft the view edits and a `did…` method applies, as the convention's origin app does) \
            is the team's API and left alone; so are `$viewModel.x` bindings and \
            hand-built `Binding(get:set:)` setters handed to a control are left alone: SwiftUI's \
            text fields and toggles write through them, and whether to wrap each in an intent method \
            is a team's choice.
            """,
        triggeringExamples: [
            RuleExample(
                """
                struct CharacterFilterView<ViewModel: CharacterFilterViewModelContract>: View {
                    @State private var viewModel: ViewModel
                    init(viewModel: ViewModel) { _viewModel = State(initialValue: viewModel) }
                    var body: some View {
                        DSChipGroup(options: options, selectedID: viewModel.filter.status) { selected in
                            ↓viewModel.filter.status = selected↑
                        }
                    }
                }
                """, convention: .contract,
                supportingFiles: [
                    "Sources/App/CharacterFilterViewModelContract.swift": """
                    final class CharacterFilter { var status: String? }
                    protocol CharacterFilterViewModelContract: AnyObject {
                        var filter: CharacterFilter { get }  // reset through didSelectStatus(_:)
                        func didSelectStatus(_ status: String?)
                    }
                    """
                ]),
            RuleExample(
                """
                struct EpisodeListView: View {
                    @State private var viewModel: EpisodeListViewModel
                    init(viewModel: EpisodeListViewModel) { _viewModel = State(initialValue: viewModel) }
                    var body: some View {
                        DSChipGroup(options: options, selectedID: viewModel.season) { selected in
                            ↓viewModel.season = selected↑
                        }
                        Button("More") { ↓self.viewModel.page += 1↑ }
                    }
                }
                """, convention: .contract,
                supportingFiles: [
                    "Sources/App/EpisodeListViewModel.swift": """
                    @Observable
                    final class EpisodeListViewModel {
                        var season: Int?
                        var page = 1
                    }
                    """
                ]),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                struct CharacterFilterView<ViewModel: CharacterFilterViewModelContract>: View {
                    @State private var viewModel: ViewModel
                    @State private var draft = ""
                    init(viewModel: ViewModel) { _viewModel = State(initialValue: viewModel) }
                    var body: some View {
                        DSChipGroup(options: options, selectedID: viewModel.filter.status) { selected in
                            viewModel.didSelectStatus(selected)
                        }
                        DSSearchBar(text: $viewModel.searchQuery)
                        TextField("Draft", text: $draft)
                        Button("Clear") { draft = "" }
                        Text(viewModel.filter.status == nil ? "All" : "Filtered")
                        DSTextField(text: Binding(
                            get: { viewModel.filter.species ?? "" },
                            set: { viewModel.filter.species = $0.isEmpty ? nil : $0 }
                        ))
                    }
                }
                """, convention: .contract),
            // A write the contract's own setter allows (a draft the view edits and a `did…` method
            // applies): the team's API, as in the origin app.
            RuleExample(
                """
                struct NoteEditorView<ViewModel: NoteEditorViewModelContract>: View {
                    @State private var viewModel: ViewModel
                    var body: some View {
                        DSTextEditor(text: viewModel.draft.body, onCommit: { viewModel.draft.body = $0 })
                        Button("Save") { viewModel.didTapSave() }
                    }
                    init(viewModel: ViewModel) { _viewModel = State(initialValue: viewModel) }
                }
                """, convention: .contract,
                supportingFiles: [
                    "Sources/App/NoteEditorViewModelContract.swift": """
                    protocol NoteEditorViewModelContract: AnyObject {
                        var draft: NoteDraft {
                            get
                            set
                        }
                        func didTapSave()
                    }
                    """
                ]),
        ]
    )

    public var nodeKinds: Set<SyntaxKind> { [.sequenceExpr] }

    public var reach: RuleReach { [.declarationLocal, .viewsOnly] }

    public func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Finding] {
        guard scope.isInView, !scope.isInPreview, let sequence = node.as(SequenceExprSyntax.self) else { return [] }
        let elements = Array(sequence.elements)
        guard elements.count >= 3, AssignmentSyntax.isAssignment(elements[1]),
            elements[0].is(MemberAccessExprSyntax.self) || elements[0].is(SubscriptCallExprSyntax.self),
            let chain = ViewModelReferences(scope: scope, workspace: context.workspace).chain(elements[0]),
            let written = chain.members.first, !AssignmentSyntax.isInBindingSetter(node),
            !Self.contractExposesSetter(of: written, scope: scope, context: context)
        else { return [] }
        return [
            context.diagnostic(
                "The view writes `\(chain.text)` itself: call an intent method of the view model "
                    + "(a `did…` method of its contract) and let the view model change its state",
                at: ByteRange(sequence)
            )
        ]
    }

    /// Whether a protocol's property requirement has a setter (`{ get set }`).
    static func requiresSetter(_ property: PropertyFact, in file: SourceFile) -> Bool {
        MemberSyntax.declaration(of: property, in: file.lines).descendants(AccessorDeclSyntax.self).contains {
            $0.accessorSpecifier.tokenKind == .keyword(.set)
        }
    }

    /// Whether the view model's contract (a protocol) requires `property` with a setter
    /// (`var filter: Filter { get set }`): that requirement is what is reported, once.
    static func contractExposesSetter(of property: String, scope: WalkScope, context: RuleContext) -> Bool {
        guard let view = scope.types.last(where: \.isView) ?? scope.innermostType,
            let viewModel = ContractViewModel(view: view, workspace: context.workspace),
            let declaration = viewModel.declaration, declaration.type.kind == .protocol,
            let requirement = declaration.type.property(named: property),
            let file = context.workspace.sourceFiles[declaration.path]
        else { return false }
        return requiresSetter(requirement, in: file)
    }
}
