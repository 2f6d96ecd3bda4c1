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
        `viewModel.count += 1`) in an action, or a view-model contract requires a setter \
        (`var filter: Filter { get set }`) so that its views can.
        """,
        rationale: """
        In the contract convention the view reports what the user did through the contract's \
        `did…` methods (`didSelect(_:)`, `didTapApply()`), and the view model decides what \
        changes, tracks it and navigates (seed 002: "User actions call ViewModel methods"). A \
        view that writes the state itself moves that decision into the view, where no view-model \
        test sees it. In a view generic over its contract such a write compiles only where the \
        contract requires a setter (`var filter: Filter { get set }`), so that requirement is \
        reported once, on the contract, rather than every write in the views; views holding a \
        concrete view model are reported where they write. `$viewModel.x` bindings and \
        hand-built `Binding(get:set:)` setters handed to a control are left alone: SwiftUI's \
        text fields and toggles write through them, and whether to wrap each in an intent method \
        is a team's choice.
        """,
        seeds: ["002"],
        triggeringExamples: [
            RuleExample("""
            protocol CharacterFilterViewModelContract: AnyObject {
                var ↓filter↑: CharacterFilter { get set }
                var searchQuery: String { get set }
                func didTapApply()
            }
            """, path: "Sources/App/CharacterFilterViewModelContract.swift", convention: .contract, supportingFiles: [
                "Sources/App/CharacterFilterView.swift": """
                struct CharacterFilterView<ViewModel: CharacterFilterViewModelContract>: View {
                    @State private var viewModel: ViewModel
                    init(viewModel: ViewModel) { _viewModel = State(initialValue: viewModel) }
                    var body: some View {
                        DSChipGroup(options: options, selectedID: viewModel.filter.status) { selected in
                            viewModel.filter.status = selected
                        }
                        DSSearchBar(text: $viewModel.searchQuery)
                    }
                }
                """,
            ]),
            RuleExample("""
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
            """, convention: .contract, supportingFiles: [
                "Sources/App/EpisodeListViewModel.swift": """
                @Observable
                final class EpisodeListViewModel {
                    var season: Int?
                    var page = 1
                }
                """,
            ]),
        ],
        nonTriggeringExamples: [
            RuleExample("""
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
            // A write a contract's setter allows: reported once, on the contract, not in the view.
            RuleExample("""
            struct CharacterFilterView<ViewModel: CharacterFilterViewModelContract>: View {
                @State private var viewModel: ViewModel
                init(viewModel: ViewModel) { _viewModel = State(initialValue: viewModel) }
                var body: some View {
                    DSChipGroup(options: options, selectedID: viewModel.filter.status) { selected in
                        viewModel.filter.status = selected
                    }
                    Button("Apply") { viewModel.didTapApply() }
                }
            }
            """, convention: .contract, supportingFiles: [
                "Sources/App/CharacterFilterViewModelContract.swift": """
                protocol CharacterFilterViewModelContract: AnyObject {
                    var filter: CharacterFilter { get set }
                    func didTapApply()
                }
                """,
            ]),
        ]
    )

    public init() {}

    public var nodeKinds: Set<SyntaxKind> { [.sequenceExpr] }

    public var visitsOnlyViews: Bool { true }

    public func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Diagnostic] {
        guard scope.isInView, !scope.isInPreview, let sequence = node.as(SequenceExprSyntax.self) else { return [] }
        let elements = Array(sequence.elements)
        guard elements.count >= 3, ViewModelWriteFinder.isAssignment(elements[1]),
              elements[0].is(MemberAccessExprSyntax.self) || elements[0].is(SubscriptCallExprSyntax.self),
              let chain = ViewModelReferences(scope: scope, workspace: context.workspace).chain(elements[0]),
              let written = chain.members.first, !ViewModelWriteFinder.isInBindingSetter(node),
              !Self.contractExposesSetter(of: written, scope: scope, context: context) else { return [] }
        return [context.diagnostic(
            "The view writes `\(chain.text)` itself: call an intent method of the view model "
                + "(a `did…` method of its contract) and let the view model change its state",
            at: ByteRange(sequence)
        )]
    }

    /// Setters a contract in this file requires (`var filter: Filter { get set }`) that a view
    /// rendering the contract uses for a direct write (not a binding handed to a control).
    public func check(_ file: SourceFile, context: RuleContext) -> [Diagnostic] {
        file.facts.types.filter { $0.kind == .protocol && $0.name.hasSuffix("ViewModelContract") }.flatMap { contract in
            let settable = contract.properties.filter { !$0.isStatic && Self.requiresSetter($0, in: file) }
            guard !settable.isEmpty else { return [Diagnostic]() }
            let writes = Self.directWrites(inViewsRendering: contract, path: file.path, context: context)
            return settable.compactMap { property -> Diagnostic? in
                let uses = writes.filter { $0.write.member == property.name }
                guard !uses.isEmpty else { return nil }
                return context.diagnostic(
                    "`\(contract.name)` lets its views set `\(property.name)` (`{ get set }`), and a view writes it "
                        + "directly: views should call an intent method (`did…`) and let the view model change its state",
                    at: property.nameRange,
                    related: uses.map { RelatedLocation(path: $0.path, range: $0.write.range, message: "writes `\(property.name)`") })
            }
        }
    }

    /// The direct writes of the views that render `contract`, with their files.
    private static func directWrites(inViewsRendering contract: TypeFact, path: String,
                                     context: RuleContext) -> [(path: String, write: ViewModelWriteFinder.Write)] {
        context.workspace.views(renderingViewModelOrItsContracts: contract, in: path).flatMap { view in
            guard let viewFile = context.workspace.sourceFiles[view.path] else { return [(path: String, write: ViewModelWriteFinder.Write)]() }
            let holders = Set(view.type.storedProperties.filter {
                context.workspace.viewModelTypeName(held: $0, in: view.type) != nil
            }.map(\.name))
            return context.workspace.types(named: view.type.qualifiedName).filter { $0.path == view.path }.flatMap { part in
                ViewModelWriteFinder.writes(through: holders, in: viewFile.withTree(), within: part.type.range)
                    .map { (path: view.path, write: $0) }
            }
        }
    }

    /// Whether a protocol's property requirement has a setter.
    static func requiresSetter(_ property: PropertyFact, in file: SourceFile) -> Bool {
        let text = file.lines.text(in: property.range)
        guard let accessors = text.firstIndex(of: "{") else { return false }
        return text[accessors...].contains("set")
    }

    /// Whether the view model's contract (a protocol) requires `property` with a setter
    /// (`var filter: Filter { get set }`): that requirement is what is reported, once.
    static func contractExposesSetter(of property: String, scope: WalkScope, context: RuleContext) -> Bool {
        guard let view = scope.types.last(where: \.isView) ?? scope.innermostType,
              let viewModel = ContractViewModel(view: view, workspace: context.workspace),
              let declaration = viewModel.declaration, declaration.type.kind == .protocol,
              let requirement = declaration.type.property(named: property),
              let file = context.workspace.sourceFiles[declaration.path] else { return false }
        return requiresSetter(requirement, in: file)
    }
}
