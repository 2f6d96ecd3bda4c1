import MVVMAnalyzerCore
import SwiftSyntax

/// An accessibility identifier written as a string literal in a view.
public struct AccessibilityIdentifierLiteralRule: Rule {
    public static let description = RuleDescription(
        id: "contract/accessibility-identifier-literal",
        name: "Accessibility identifier literal",
        defaultSeverities: .contractOnly(.warning),
        summary: """
            `.accessibilityIdentifier("literal")`, or a literal `accessibilityIdentifier:` argument to a \
            design-system component, in a view.
            """,
        rationale: """
            UI tests find elements by these identifiers; the current contract style keeps them in the view's \
            `private enum AccessibilityIdentifier` (`static let scrollView = "characterList.scrollView"`, \
            static functions for dynamic ones) so each is defined once, follows the \
            `{screen}.{element}` format and cannot drift from the tests by a typo.
            """,
        triggeringExamples: [
            RuleExample(
                """
                struct CharacterListView: View {
                    let viewModel: CharacterListViewModel
                    var body: some View {
                        ScrollView {
                            DSCardInfoRow(title: viewModel.title, accessibilityIdentifier: ↓"characterList.row"↑)
                        }
                        .accessibilityIdentifier(↓"characterList.scrollView"↑)
                    }
                }
                """, convention: .contract)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                struct CharacterListView: View {
                    let viewModel: CharacterListViewModel
                    var body: some View {
                        ScrollView {
                            DSCardInfoRow(title: viewModel.title, accessibilityIdentifier: AccessibilityIdentifier.row(id: 1))
                        }
                        .accessibilityIdentifier(AccessibilityIdentifier.scrollView)
                    }
                }

                private enum AccessibilityIdentifier {
                    static let scrollView = "characterList.scrollView"
                    static func row(id: Int) -> String { "characterList.row.\\(id)" }
                }
                """, convention: .contract)
        ],
        corrections: [
            RuleCorrection(
                RuleExample(
                    """
                    struct CharacterListView: View {
                        var body: some View {
                            ScrollView {}
                                .accessibilityIdentifier("characterList.scrollView")
                        }
                    }
                    """, convention: .contract),
                after: """
                    struct CharacterListView: View {
                        var body: some View {
                            ScrollView {}
                                .accessibilityIdentifier(AccessibilityIdentifier.scrollView)
                        }
                    }

                    // MARK: - AccessibilityIdentifiers

                    private enum AccessibilityIdentifier {
                        static let scrollView = "characterList.scrollView"
                    }

                    """
            ),
            RuleCorrection(
                RuleExample(
                    """
                    struct EpisodeView: View {
                        var body: some View {
                            Button(action: {}) { EmptyView() }
                                .accessibilityIdentifier("episode.retryButton")
                        }
                    }

                    private enum AccessibilityIdentifier {
                        static let title = "episode.title"
                    }
                    """, convention: .contract),
                after: """
                    struct EpisodeView: View {
                        var body: some View {
                            Button(action: {}) { EmptyView() }
                                .accessibilityIdentifier(AccessibilityIdentifier.retryButton)
                        }
                    }

                    private enum AccessibilityIdentifier {
                        static let title = "episode.title"
                        static let retryButton = "episode.retryButton"
                    }
                    """
            ),
        ]
    )

    public var reach: RuleReach { [.thisFileOnly, .declarationLocal, .viewsOnly] }

    public var nodeKinds: Set<SyntaxKind> { [.functionCallExpr] }

    public func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Finding] {
        guard scope.isInView, !scope.isInPreview, let call = node.as(FunctionCallExprSyntax.self) else { return [] }
        var literals: [StringLiteralExprSyntax] = []
        if call.calleeName == "accessibilityIdentifier", !call.isDirectCall,
            let literal = call.firstUnlabeledArgument?.as(StringLiteralExprSyntax.self)
        {
            literals.append(literal)
        }
        for argument in call.arguments where argument.label?.text == "accessibilityIdentifier" {
            if let literal = argument.expression.as(StringLiteralExprSyntax.self) { literals.append(literal) }
        }
        return literals.map { literal in
            let extraction = AccessibilityIdentifierExtraction(literal: literal)
            let advice =
                literal.hasInterpolation
                ? "add a static function to the view's private `AccessibilityIdentifier` enum"
                : "declare it once in the view's private `AccessibilityIdentifier` enum (`AccessibilityIdentifier.\(extraction.memberName)`)"
            return context.diagnostic(
                "Accessibility identifier \(literal.trimmedText) is a literal: \(advice) so UI tests and the view share it",
                at: ByteRange(literal),
                fixes: extraction.fix(context: context).map { [$0] } ?? []
            )
        }
    }
}
