import MVVMAnalyzerCore
import SwiftSyntax

/// A string literal shown to the user by a view.
public struct HardcodedTextRule: Rule {
    public static let description = RuleDescription(
        id: "mvvm/hardcoded-text",
        name: "Hardcoded text",
        defaultSeverities: .conventionsOnly(.warning),
        summary: """
            A string literal given to `Text`, `Button`, `Label`, `navigationTitle`, \
            `ContentUnavailableView` … inside a view.
            """,
        rationale: """
            User-facing text belongs to the localization layer. In FOSMVVM the view model carries it \
            as a `@LocalizedString` property; in the contract convention each view reads it from its \
            private `LocalizedStrings` enum. Literals that are not words (`"•"`), `Text(verbatim:)`, \
            image names and explicit table lookups are not reported.
            """,
        triggeringExamples: [
            RuleExample(
                """
                struct SubmitView: ViewModelView {
                    private let viewModel: SubmitViewModel
                    var body: some View {
                        Button(action: submit) { Text(↓"Submit"↑) }
                    }
                }
                """),
            RuleExample(
                """
                struct CharacterListView<ViewModel: CharacterListViewModelContract>: View {
                    let viewModel: ViewModel
                    var body: some View {
                        content
                            .navigationTitle(↓"Characters"↑)
                    }
                    private var content: some View {
                        ContentUnavailableView(↓"No characters"↑, systemImage: "person.slash")
                    }
                }
                """, convention: .contract),
            RuleExample(
                """
                struct ProfileView: View {
                    var body: some View { Label(↓"Favorites"↑, systemImage: "star") }
                }
                extension ProfileView {
                    var footer: some View { Button(↓"Sign out"↑) {} }
                }
                """, convention: .contract),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                struct SubmitView: ViewModelView {
                    private let viewModel: SubmitViewModel
                    var body: some View {
                        VStack {
                            Text(viewModel.submitLabel)
                            Text(verbatim: "v1.0")
                            Text("•")
                            Image(systemName: "star")
                            Text("title", tableName: "Profile")
                            Label(viewModel.favorites, systemImage: "star")
                        }
                    }
                }
                """),
            RuleExample(
                """
                #Preview("Loaded") {
                    Text("Preview only")
                }
                """),
            RuleExample(
                """
                struct Formatter {
                    func title() -> Text { Text("Not in a view") }
                }
                """),
        ],
        corrections: [
            RuleCorrection(
                RuleExample(
                    """
                    struct CharacterListView: View {
                        var body: some View { Text("No characters") }
                    }

                    private enum LocalizedStrings {
                        static var title: String { "characterList.title".localized() }
                    }
                    """, convention: .contract),
                after: """
                    struct CharacterListView: View {
                        var body: some View { Text(LocalizedStrings.noCharacters) }
                    }

                    private enum LocalizedStrings {
                        static var title: String { "characterList.title".localized() }
                        static var noCharacters: String { "characterList.noCharacters".localized() }
                    }
                    """
            ),
            RuleCorrection(
                RuleExample(
                    """
                    struct HomeView: View {
                        var body: some View { Button("Sign in") {} }
                    }
                    """, convention: .contract),
                after: """
                    struct HomeView: View {
                        var body: some View { Button(LocalizedStrings.signIn) {} }
                    }

                    // MARK: - LocalizedStrings

                    private enum LocalizedStrings {
                        static var signIn: String { "home.signIn".localized() }
                    }

                    """
            ),
        ]
    )

    /// Views and initialisers whose first unlabeled string is shown to the user.
    static let textTakingViews: Set<String> = [
        "Text", "Button", "Label", "Toggle", "Link", "ContentUnavailableView", "TextField", "SecureField",
        "Section", "Picker", "Menu", "NavigationLink", "LabeledContent", "Stepper", "DatePicker",
        "GroupBox", "ShareLink", "ColorPicker", "ProgressView",
    ]
    /// Modifiers whose first unlabeled string is shown to the user.
    static let textTakingModifiers: Set<String> = [
        "navigationTitle", "navigationSubtitle", "alert", "confirmationDialog", "help", "badge",
        "accessibilityLabel", "accessibilityHint", "accessibilityValue",
    ]
    /// Arguments that make a literal an explicit localization lookup.
    static let lookupLabels = ["tableName", "bundle", "comment"]

    public var reach: RuleReach { [.thisFileOnly, .declarationLocal, .viewsOnly] }

    public var nodeKinds: Set<SyntaxKind> { [.functionCallExpr] }

    public func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Finding] {
        guard scope.isInView, !scope.isInPreview,
            let call = node.as(FunctionCallExprSyntax.self), let name = call.calleeName,
            call.isDirectCall ? Self.textTakingViews.contains(name) : Self.textTakingModifiers.contains(name),
            !Self.lookupLabels.contains(where: call.hasArgument(labeled:)),
            let literal = call.firstUnlabeledArgument?.as(StringLiteralExprSyntax.self),
            literal.containsWords
        else { return [] }
        let shown = call.isDirectCall ? "\(name)(…)" : ".\(name)(…)"
        var fixes: [Fix] = []
        if context.convention == .contract, let view = scope.innermostType {
            fixes.append(LocalizedStringsExtraction(literal: literal, viewName: view.name).fix(context: context))
        }
        return [
            context.diagnostic(
                "Hardcoded text \(literal.trimmedText) in \(shown): \(advice(context.convention))",
                at: ByteRange(literal),
                fixes: fixes
            )
        ]
    }

    private func advice(_ convention: Convention) -> String {
        switch convention {
        case .fosmvvm: "provide it from the view model as a @LocalizedString property"
        case .contract: "move it into the view's private LocalizedStrings enum"
        // Plain SwiftUI already looks the literal up as a `LocalizedStringKey` (the rule is off
        // there by default); all that can be missing is its translation.
        case .plain: "SwiftUI looks it up as a LocalizedStringKey; make sure the string catalog translates it"
        }
    }
}
