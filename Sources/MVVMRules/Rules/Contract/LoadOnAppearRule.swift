import MVVMAnalyzerCore
import SwiftSyntax

/// A view that starts loading with a modifier other than the configured one, or with
/// `onAppear { Task { … } }`.
public struct LoadOnAppearRule: Rule {
    public static let description = RuleDescription(
        id: "contract/load-on-appear",
        name: "Load on appear",
        defaultSeverities: .contractOnly(.info),
        summary: """
            A view starts its view model's work with `.onAppear { Task { … } }`, or with `.task { … }` \
            where the project uses `.onFirstAppear { … }` (option `modifier: onFirstAppear`, the \
            default), or with `.onFirstAppear { … }` where it uses `.task { … }` (`modifier: task`).
            """,
        rationale: """
            the current contract style loads with `.onFirstAppear { await viewModel.didAppear() }`, which runs once \
            however often the view reappears (back navigation, tab switches); the earlier contract style uses \
            `.task { await viewModel.load() }`, which SwiftUI cancels when the view disappears. \
            Choose with `contract/load-on-appear: { modifier: onFirstAppear | task }`. A `Task` \
            started in `onAppear` is neither: it is never cancelled and runs on every appearance. \
            Only work of the view's view model counts: app-level navigation containers, which the \
            contract convention exempts from `.onFirstAppear`, hold no view model.
            """,
        triggeringExamples: [
            RuleExample(
                """
                struct CharacterListView<ViewModel: CharacterListViewModelContract>: View {
                    @State private var viewModel: ViewModel
                    var body: some View {
                        content
                            .↓onAppear↑ {
                                Task {
                                    await viewModel.didAppear()
                                }
                            }
                    }
                }
                """, convention: .contract),
            RuleExample(
                """
                struct EpisodeListView: View {
                    @State private var viewModel: EpisodeListViewModel
                    var body: some View {
                        content.↓task↑ { await viewModel.load() }
                    }
                }
                """, convention: .contract),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                public struct RootContainerView: View {
                    public let appContainer: AppContainer
                    @State private var coordinator = NavigationCoordinator()
                    public var body: some View {
                        NavigationStack(path: $coordinator.path) { appContainer.makeRootView(navigator: coordinator) }
                            .onAppear { Task { await appContainer.warmUpImageCache() } }
                    }
                }
                """, path: "AppKit/Sources/Presentation/Views/RootContainerView.swift", convention: .contract),
            RuleExample(
                """
                struct CharacterListView<ViewModel: CharacterListViewModelContract>: View {
                    @State private var viewModel: ViewModel
                    var body: some View {
                        content
                            .onFirstAppear { await viewModel.didAppear() }
                            .task(id: viewModel.query) { await viewModel.didChangeQuery() }
                            .onAppear { isVisible = true }
                    }
                }
                """, convention: .contract),
            RuleExample(
                """
                extension View {
                    func onFirstAppear(_ action: @escaping () async -> Void) -> some View {
                        modifier(FirstAppearModifier(action: action))
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
                            content
                                .onAppear {
                                    Task {
                                        await viewModel.didAppear()
                                    }
                                }
                        }
                    }
                    """, convention: .contract),
                after: """
                    struct CharacterListView<ViewModel: CharacterListViewModelContract>: View {
                        @State private var viewModel: ViewModel
                        var body: some View {
                            content
                                .onFirstAppear {
                                    await viewModel.didAppear()
                                }
                        }
                    }
                    """
            ),
            RuleCorrection(
                RuleExample(
                    """
                    struct EpisodeListView: View {
                        @State private var viewModel: EpisodeListViewModel
                        var body: some View {
                            content.task { await viewModel.load() }
                        }
                    }
                    """, convention: .contract),
                after: """
                    struct EpisodeListView: View {
                        @State private var viewModel: EpisodeListViewModel
                        var body: some View {
                            content.onFirstAppear { await viewModel.load() }
                        }
                    }
                    """
            ),
        ]
    )

    /// The two loading modifiers the two contract styles use.
    static let modifiers = ["onFirstAppear", "task"]

    public var nodeKinds: Set<SyntaxKind> { [.functionCallExpr] }

    public var reach: RuleReach { [.declarationLocal, .viewsOnly] }

    public func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Finding] {
        guard scope.isInView, !scope.isInPreview, let call = node.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
            let closure = call.trailingClosure, call.arguments.isEmpty
        else { return [] }
        let configured =
            context.options["modifier"]?.string.flatMap { Self.modifiers.contains($0) ? $0 : nil } ?? "onFirstAppear"
        let name = callee.declName.baseName
        switch name.text {
        case "onAppear":
            guard let task = closure.statements.lazy.compactMap({ OnAppearTask.taskCall($0.item) }).first,
                !ViewModelReferences(scope: scope, workspace: context.workspace).chains(in: closure.statements).isEmpty
            else { return [] }
            var fixes: [Fix] = []
            if closure.statements.count == 1, let body = task.trailingClosure, task.arguments.isEmpty {
                fixes.append(
                    context.fix(
                        "Use .\(configured)", isPreferred: true,
                        [
                            TextReplacement(
                                range: ByteRange(start: ByteRange(name).start, end: ByteRange(closure).end),
                                newText: configured + " "
                                    + OnAppearTask.dedented(body, from: task, to: name, lines: context.lines)
                            )
                        ]))
            }
            return [
                context.diagnostic(
                    "`.onAppear { Task { … } }` starts an unstructured task on every appearance and never cancels it: "
                        + "load with `.\(configured) { … }`",
                    at: ByteRange(name),
                    fixes: fixes
                )
            ]
        case let other where Self.modifiers.contains(other) && other != configured:
            let references = ViewModelReferences(scope: scope, workspace: context.workspace)
            guard !references.chains(in: closure.statements).isEmpty else { return [] }
            return [
                context.diagnostic(
                    "The view loads with `.\(other) { … }`; this project loads with `.\(configured) { … }` "
                        + "(option `modifier` of contract/load-on-appear)",
                    at: ByteRange(name),
                    fixes: [
                        context.fix(
                            "Use .\(configured)", isPreferred: true,
                            [TextReplacement(range: ByteRange(name), newText: configured)])
                    ]
                )
            ]
        default:
            return []
        }
    }
}
