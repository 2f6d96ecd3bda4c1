import MVVMAnalyzerCore
import SwiftSyntax

/// A feature view declared `public`, `open`, `private` or `fileprivate`.
public struct ViewVisibilityRule: Rule {
    public static let description = RuleDescription(
        id: "contract/view-visibility",
        name: "View visibility",
        defaultSeverities: .contractOnly(.info),
        summary:
            "A feature view (one that holds a view model) is declared `public` or `private`; feature views are `internal`.",
        rationale: """
            A feature's screens are built by its container and reached through the feature's public \
            entry point and navigation, never directly from other modules, and they must be \
            visible to the feature's snapshot tests: both contract styles make views `internal`. Private \
            helper views without a view model are not affected.
            """,
        triggeringExamples: [
            RuleExample(
                """
                ↓public↑ struct CharacterListView<ViewModel: CharacterListViewModelContract>: View {
                    @State private var viewModel: ViewModel
                    public var body: some View { Text(viewModel.title) }
                }
                """, convention: .contract),
            RuleExample(
                """
                ↓private↑ struct EpisodeRow: View {
                    let viewModel: EpisodeRowViewModel
                    var body: some View { Text(viewModel.title) }
                }
                """, convention: .contract),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                struct CharacterListView<ViewModel: CharacterListViewModelContract>: View {
                    @State private var viewModel: ViewModel
                    var body: some View { Text(viewModel.title) }
                }

                private struct HeaderView: View {
                    let title: String
                    var body: some View { Text(title) }
                }
                """, convention: .contract),
            RuleExample(
                """
                public struct DSCard: View {
                    let title: String
                    public var body: some View { Text(title) }
                }
                """, convention: .contract),
        ],
        corrections: [
            RuleCorrection(
                RuleExample(
                    """
                    public struct EpisodeRow: View {
                        let viewModel: EpisodeRowViewModel
                        var body: some View { Text(viewModel.title) }
                    }
                    """, convention: .contract),
                after: """
                    struct EpisodeRow: View {
                        let viewModel: EpisodeRowViewModel
                        var body: some View { Text(viewModel.title) }
                    }
                    """
            )
        ]
    )

    static let flaggedLevels: Set<String> = ["public", "open", "private", "fileprivate"]

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        file.facts.declaredViews.compactMap { view -> Finding? in
            guard view.parentName == nil, ContractViewModel(view: view, workspace: context.workspace) != nil,
                let decl = file.tree.node(DeclSyntax.self, spanning: view.range)?.asProtocol(WithModifiersSyntax.self),
                let modifier = decl.modifiers.first(where: {
                    Self.flaggedLevels.contains($0.name.text) && $0.detail == nil
                })
            else { return nil }
            let level = modifier.name.text
            let removal = ByteRange(
                start: modifier.positionAfterSkippingLeadingTrivia.utf8Offset, end: modifier.endPosition.utf8Offset)
            return context.diagnostic(
                "`\(view.name)` is `\(level)`; feature views are `internal` (built by the feature's container, visible to its snapshot tests)",
                at: ByteRange(modifier.name),
                fixes: [
                    context.fix(
                        "Make \(view.name) internal", isPreferred: true, [TextReplacement(range: removal, newText: "")])
                ]
            )
        }
    }
}
