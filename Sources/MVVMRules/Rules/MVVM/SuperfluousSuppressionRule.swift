/// A suppression comment that suppresses nothing. Its diagnostics are produced by the
/// linter's suppression pass (`SuppressionFilter`), which sees every other rule's results.
public struct SuperfluousSuppressionRule: Rule {
    public static let description = RuleDescription(
        id: "mvvm/superfluous-suppression",
        name: "Superfluous suppression",
        defaultSeverities: .everywhere(.warning, plain: .defect),
        summary: """
            A `// mvvm-lsp:disable…` comment, or one rule id in it, that suppresses no diagnostic, \
            or names a rule that does not exist.
            """,
        rationale: """
            Stale suppressions hide future problems and mislead readers; remove them once the code \
            they excused is fixed.
            """,
        triggeringExamples: [
            RuleExample(
                """
                struct ProfileView: View {
                    ↓// mvvm-lsp:disable:next mvvm/observed-object-created-in-view↑
                    @ObservedObject var viewModel: ProfileViewModel
                    var body: some View { Text(viewModel.name) }
                }
                """, convention: .plain),
            RuleExample(
                """
                struct ProfileView: View {
                    @ObservedObject var viewModel = ProfileViewModel() // mvvm-lsp:disable:this mvvm/observed-object-created-in-view ↓mvvm/navigation-in-view↑
                    var body: some View { Text(viewModel.name) }
                }
                """, convention: .plain),
            RuleExample(
                """
                ↓// mvvm-lsp:disable mvvm/no-such-rule↑
                struct ProfileView: View {
                    var body: some View { EmptyView() }
                }
                """, convention: .plain),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                struct ProfileView: View {
                    // mvvm-lsp:disable:next mvvm/observed-object-created-in-view
                    @ObservedObject var viewModel = ProfileViewModel()
                    var body: some View { Text(viewModel.name) }
                }
                """, convention: .plain)
        ],
        corrections: [
            RuleCorrection(
                RuleExample(
                    """
                    struct ProfileView: View {
                        // mvvm-lsp:disable:next mvvm/observed-object-created-in-view
                        @ObservedObject var viewModel: ProfileViewModel
                        var body: some View { Text(viewModel.name) }
                    }
                    """, convention: .plain),
                after: """
                    struct ProfileView: View {
                        @ObservedObject var viewModel: ProfileViewModel
                        var body: some View { Text(viewModel.name) }
                    }
                    """
            ),
            RuleCorrection(
                RuleExample(
                    """
                    struct ProfileView: View {
                        @ObservedObject var viewModel = ProfileViewModel() // mvvm-lsp:disable:this mvvm/observed-object-created-in-view mvvm/navigation-in-view
                        var body: some View { Text(viewModel.name) }
                    }
                    """, convention: .plain),
                after: """
                    struct ProfileView: View {
                        @ObservedObject var viewModel = ProfileViewModel() // mvvm-lsp:disable:this mvvm/observed-object-created-in-view
                        var body: some View { Text(viewModel.name) }
                    }
                    """
            ),
        ]
    )

}
