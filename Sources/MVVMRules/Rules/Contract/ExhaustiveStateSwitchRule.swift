import MVVMAnalyzerCore
import SwiftSyntax

/// A view that renders its `ViewState` with `default:` or without a `switch`.
public struct ExhaustiveStateSwitchRule: Rule {
    public static let description = RuleDescription(
        id: "contract/exhaustive-state-switch",
        name: "Exhaustive state switch",
        defaultSeverities: .contractOnly(.warning),
        summary: """
            `switch viewModel.state` has a `default:` case, or a view renders its state with \
            `if case`/`guard case` instead of a `switch`.
            """,
        rationale: """
            Both contract styles render a stateful view with one `switch viewModel.state` that lists every \
            `ViewState` case: when a case is added, the compiler points at every view that must \
            render it. `default:` and `if case` silently show nothing (or the wrong thing) for it. \
            A `switch` or `if case` in an action (a `Button` action, `Task`, `.onChange`, a helper \
            function that returns no view) decides what to do, not what to render, and is left alone.
            """,
        triggeringExamples: [
            RuleExample(
                """
                struct CharacterListView<ViewModel: CharacterListViewModelContract>: View {
                    @State private var viewModel: ViewModel
                    var body: some View {
                        switch viewModel.state {
                        case .loading: ProgressView()
                        case .loaded(let characters): CharacterGrid(characters: characters)
                        ↓default↑: Color.clear
                        }
                    }
                }
                """, convention: .contract, supportingFiles: Self.characterListFiles),
            RuleExample(
                """
                struct EpisodeView: View {
                    @State private var viewModel: EpisodeViewModel
                    var body: some View {
                        if ↓case .loaded(let episode) = viewModel.state↑ {
                            Text(episode.name)
                        }
                    }
                }
                """, convention: .contract),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                struct CharacterListView<ViewModel: CharacterListViewModelContract>: View {
                    @State private var viewModel: ViewModel
                    @State private var announcement: String?
                    var body: some View {
                        content
                            .onChange(of: viewModel.isRefreshing) {
                                if case .error = viewModel.state { announcement = LocalizedStrings.error }
                            }
                        Button(LocalizedStrings.retry) {
                            switch viewModel.state {
                            case .error: Task { await viewModel.didTapOnRetryButton() }
                            default: break
                            }
                        }
                    }
                    @ViewBuilder
                    private var content: some View {
                        switch viewModel.state {
                        case .idle: Color.clear
                        case .loading: ProgressView()
                        case .loaded(let characters): CharacterGrid(characters: characters)
                        case .empty, .error: ContentUnavailableView(LocalizedStrings.error, systemImage: "exclamationmark.triangle")
                        }
                    }
                    private func scrollTarget() -> Int? {
                        guard case .loaded(let characters) = viewModel.state else { return nil }
                        return characters.first?.id
                    }
                }
                """, convention: .contract, supportingFiles: Self.characterListFiles),
            RuleExample(
                """
                struct CharacterListView<ViewModel: CharacterListViewModelContract>: View {
                    @State private var viewModel: ViewModel
                    var body: some View { content }

                    @ViewBuilder
                    private var content: some View {
                        switch viewModel.state {
                        case .idle: Color.clear
                        case .loading: ProgressView()
                        case .loaded(let characters): CharacterGrid(characters: characters)
                        case .empty, .error: ContentUnavailableView(LocalizedStrings.error, systemImage: "exclamationmark.triangle")
                        }
                    }
                }
                """, convention: .contract, supportingFiles: Self.characterListFiles),
            RuleExample(
                """
                struct FilterView: View {
                    let filter: Filter
                    var body: some View {
                        switch filter {
                        case .all: Text(LocalizedStrings.all)
                        default: EmptyView()
                        }
                    }
                }
                """, convention: .contract),
        ],
        corrections: [
            RuleCorrection(
                RuleExample(
                    """
                    struct CharacterListView<ViewModel: CharacterListViewModelContract>: View {
                        @State private var viewModel: ViewModel
                        var body: some View {
                            switch viewModel.state {
                            case .idle: Color.clear
                            case .loading: ProgressView()
                            case .loaded(let characters): CharacterGrid(characters: characters)
                            default: ContentUnavailableView(LocalizedStrings.error, systemImage: "exclamationmark.triangle")
                            }
                        }
                    }
                    """, convention: .contract, supportingFiles: Self.characterListFiles),
                after: """
                    struct CharacterListView<ViewModel: CharacterListViewModelContract>: View {
                        @State private var viewModel: ViewModel
                        var body: some View {
                            switch viewModel.state {
                            case .idle: Color.clear
                            case .loading: ProgressView()
                            case .loaded(let characters): CharacterGrid(characters: characters)
                            case .empty, .error: ContentUnavailableView(LocalizedStrings.error, systemImage: "exclamationmark.triangle")
                            }
                        }
                    }
                    """
            )
        ]
    )

    private static let characterListFiles = ContractExampleFiles.characterList(in: "Sources/App")

    public var nodeKinds: Set<SyntaxKind> { [.switchExpr, .matchingPatternCondition] }

    public var reach: RuleReach { [.declarationLocal, .viewsOnly] }

    public func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Finding] {
        guard scope.isInView, !scope.isInPreview, !SideEffectContext.contains(node) else { return [] }
        let references = ViewModelReferences(scope: scope, workspace: context.workspace)
        if let condition = node.as(MatchingPatternConditionSyntax.self) {
            guard let chain = references.chain(condition.initializer.value), chain.members == ["state"] else {
                return []
            }
            let range = ByteRange(start: ByteRange(condition.caseKeyword).start, end: ByteRange(condition).end)
            return [
                context.diagnostic(
                    "The view renders `\(chain.text)` with `if case`: switch over `\(chain.text)` and render every case, "
                        + "so a new ViewState case cannot be forgotten",
                    at: range
                )
            ]
        }
        guard let switchExpr = node.as(SwitchExprSyntax.self),
            let chain = references.chain(switchExpr.subject), chain.members == ["state"],
            let defaultLabel = switchExpr.cases.lazy.compactMap({
                $0.as(SwitchCaseSyntax.self)?.label.as(SwitchDefaultLabelSyntax.self)
            }).first
        else { return [] }
        let missing = missingCases(switchExpr, scope: scope, context: context)
        var fixes: [Fix] = []
        var detail = "list every ViewState case"
        if let missing, !missing.isEmpty {
            let patterns = missing.map { "." + $0 }.joined(separator: ", ")
            detail = "list \(missing.map { "`.\($0)`" }.joined(separator: ", ")) instead"
            fixes.append(
                context.fix(
                    "Replace default with case \(patterns)", isPreferred: true,
                    [
                        TextReplacement(range: ByteRange(defaultLabel), newText: "case \(patterns):")
                    ]))
        }
        return [
            context.diagnostic(
                "`switch \(chain.text)` has `default:`, which hides ViewState cases added later: \(detail)",
                at: ByteRange(defaultLabel.defaultKeyword),
                fixes: fixes
            )
        ]
    }

    /// The `ViewState` cases no `case` of the switch names, in declaration order; `nil` when the
    /// enum is not in the workspace.
    private func missingCases(_ switchExpr: SwitchExprSyntax, scope: WalkScope, context: RuleContext) -> [String]? {
        guard let view = scope.innermostType,
            let viewState = ContractViewModel(view: view, workspace: context.workspace)?.viewState(
                in: context.workspace)
        else { return nil }
        let covered = Set(
            switchExpr.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.label.as(SwitchCaseLabelSyntax.self) }
                .flatMap(\.caseItems).compactMap { Self.caseName(in: Syntax($0.pattern)) })
        return viewState.type.enumCases.map(\.name).filter { !covered.contains($0) }
    }

    /// `loaded` for `.loaded(let x)`, `let .loaded(x)` or `.loaded`.
    private static func caseName(in node: Syntax) -> String? {
        if let access = node.as(MemberAccessExprSyntax.self), access.base == nil {
            return access.declName.baseName.text
        }
        for child in node.children(viewMode: .sourceAccurate) {
            if let name = caseName(in: child) { return name }
        }
        return nil
    }
}
