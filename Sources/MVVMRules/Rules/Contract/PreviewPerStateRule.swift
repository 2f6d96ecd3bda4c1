import MVVMAnalyzerCore
import SwiftParser
import SwiftSyntax

/// A stateful view without a preview for each non-idle case of its `ViewState`.
public struct PreviewPerStateRule: Rule {
    public static let description = RuleDescription(
        id: "contract/preview-per-state",
        name: "Preview per state",
        defaultSeverities: .contractOnly(.info),
        summary: """
            A stateful view's file has no `#Preview` titled after a non-idle case of its `ViewState` \
            (`#Preview("Loading")`, `("Loaded")`, `("Empty")`, `("Error")`); previews inside `/* */` count.
            """,
        rationale: """
            Both contract styles preview every visual state except the transient `idle`, with a stub in that \
            state, so each screen can be checked in every state without running the app. The enum \
            is read from its own file through the view model's `state` type, so adding a case there \
            reports the views that do not preview it yet. The fix adds the missing previews after \
            the last one (inside the comment block when the previews are commented out), copying \
            that preview with the state changed.
            """,
        triggeringExamples: [
            RuleExample(
                """
                struct ↓CharacterListView↑<ViewModel: CharacterListViewModelContract>: View {
                    @State private var viewModel: ViewModel
                    var body: some View { Text(viewModel.title) }
                }

                /*
                #Preview("Loading") {
                    CharacterListView(viewModel: CharacterListViewModelPreviewStub(state: .loading))
                }
                */
                """, path: "Sources/Presentation/CharacterList/Views/CharacterListView.swift", convention: .contract,
                supportingFiles: Self.characterListFiles)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                struct CharacterListView<ViewModel: CharacterListViewModelContract>: View {
                    @State private var viewModel: ViewModel
                    var body: some View { Text(viewModel.title) }
                }

                #Preview("Loading") { CharacterListView(viewModel: CharacterListViewModelPreviewStub(state: .loading)) }
                #Preview("Loaded") { CharacterListView(viewModel: CharacterListViewModelPreviewStub(state: .loaded([]))) }
                #Preview("Empty") { CharacterListView(viewModel: CharacterListViewModelPreviewStub(state: .empty)) }
                #Preview("Error") { CharacterListView(viewModel: CharacterListViewModelPreviewStub(state: .error(PreviewError.failed))) }
                """, path: "Sources/Presentation/CharacterList/Views/CharacterListView.swift", convention: .contract,
                supportingFiles: Self.characterListFiles),
            RuleExample(
                """
                struct HomeView<ViewModel: HomeViewModelContract>: View {
                    let viewModel: ViewModel
                    var body: some View { Button(LocalizedStrings.settings) { viewModel.didTapOnSettingsButton() } }
                }

                #Preview { HomeView(viewModel: HomeViewModelPreviewStub()) }
                """, convention: .contract),
        ],
        corrections: [
            RuleCorrection(
                RuleExample(
                    """
                    struct CharacterListView<ViewModel: CharacterListViewModelContract>: View {
                        @State private var viewModel: ViewModel
                        var body: some View { Text(viewModel.title) }
                    }

                    /*
                    #Preview("Loading") {
                        CharacterListView(viewModel: CharacterListViewModelPreviewStub(state: .loading))
                    }
                    */
                    """, path: "Sources/Presentation/CharacterList/Views/CharacterListView.swift",
                    convention: .contract,
                    supportingFiles: Self.characterListFiles),
                after: """
                    struct CharacterListView<ViewModel: CharacterListViewModelContract>: View {
                        @State private var viewModel: ViewModel
                        var body: some View { Text(viewModel.title) }
                    }

                    /*
                    #Preview("Loading") {
                        CharacterListView(viewModel: CharacterListViewModelPreviewStub(state: .loading))
                    }

                    #Preview("Loaded") {
                        CharacterListView(viewModel: CharacterListViewModelPreviewStub(state: .loaded([])))
                    }

                    #Preview("Empty") {
                        CharacterListView(viewModel: CharacterListViewModelPreviewStub(state: .empty))
                    }

                    #Preview("Error") {
                        CharacterListView(viewModel: CharacterListViewModelPreviewStub(state: .error(URLError(.unknown))))
                    }
                    */
                    """
            )
        ]
    )

    private static let characterListFiles = ContractExampleFiles.characterList(
        in: "Sources/Presentation/CharacterList/ViewModels")

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        file.facts.declaredViews.compactMap { view -> Finding? in
            guard view.parentName == nil,
                let viewState = ContractViewModel(view: view, workspace: context.workspace)?.viewState(
                    in: context.workspace)
            else { return nil }
            let titles = file.facts.previews.compactMap(\.title).map(Self.normalized)
            let missing = viewState.type.enumCases.filter { state in
                state.name != "idle" && !titles.contains { $0.contains(Self.normalized(state.name)) }
            }
            guard !missing.isEmpty else { return nil }
            let names = missing.map { "`.\($0.name)`" }.joined(separator: ", ")
            return context.diagnostic(
                "`\(view.name)` has no preview for \(missing.count == 1 ? "the case" : "the cases") \(names) of `\(viewState.type.name)`: "
                    + "add \(missing.map { "`#Preview(\"\(Self.title($0.name))\")`" }.joined(separator: ", ")) (idle needs none)",
                at: view.nameRange,
                related: missing.map {
                    RelatedLocation(
                        path: viewState.path, range: $0.nameRange, message: "`.\($0.name)` is declared here")
                },
                fixes: scaffoldFix(view: view, missing: missing, file: file, context: context).map { [$0] } ?? []
            )
        }
    }

    /// The missing previews, when each can be written with values that compile.
    private func scaffoldFix(view: TypeFact, missing: [EnumCaseFact], file: SourceFile, context: RuleContext) -> Fix? {
        let template = file.facts.previews.max { $0.range < $1.range }
        var previews: [String] = []
        for state in missing {
            guard let body = body(for: state, view: view, template: template, context: context) else { return nil }
            previews.append("#Preview(\"\(Self.title(state.name))\") {\n    \(body)\n}")
        }
        let replacement: TextReplacement
        if let template {
            replacement = TextReplacement(
                range: .empty(at: template.range.end), newText: "\n\n" + previews.joined(separator: "\n\n"))
        } else {
            let separator = file.text.hasSuffix("\n\n") ? "" : file.text.hasSuffix("\n") ? "\n" : "\n\n"
            replacement = TextReplacement(
                range: .empty(at: file.lines.bytes.count),
                newText: separator + previews.joined(separator: "\n\n") + "\n")
        }
        return context.fix(
            "Add previews for \(missing.map { "." + $0.name }.joined(separator: ", "))", isPreferred: false,
            [replacement])
    }

    /// The template preview's body with its state (`.loading`) replaced by `state`, else the
    /// view built with its preview stub (`XViewModelPreviewStub(state:)`) when the workspace has
    /// one; nil when a value the state carries, or a view model, is not known.
    private func body(for state: EnumCaseFact, view: TypeFact, template: PreviewFact?, context: RuleContext) -> String?
    {
        var written = "." + state.name
        if state.hasAssociatedValues {
            var values: [String] = []
            for type in state.associatedValueTypes {
                guard let value = PreviewValue.of(type, in: context.workspace, near: context.path) else { return nil }
                values.append(value)
            }
            written += "(" + values.joined(separator: ", ") + ")"
        }
        if let template, let title = template.title,
            let range = Self.stateExpression(in: template.bodyText, named: Self.normalized(title))
        {
            return TextReplacement.apply([TextReplacement(range: range, newText: written)], to: template.bodyText)
        }
        let stub = TypeName.featureName(ofView: view.name) + "ViewModelPreviewStub"
        guard context.workspace.declaration(of: stub, near: context.path) != nil else { return nil }
        return "\(view.name)(viewModel: \(stub)(state: \(written)))"
    }

    /// The range in `body` of the state case whose normalised name `title` contains
    /// (`.loading`, or `.loaded(…)` with its arguments).
    private static func stateExpression(in body: String, named title: String) -> ByteRange? {
        final class Finder: SyntaxVisitor {
            let title: String
            var found: ByteRange?
            init(title: String) {
                self.title = title
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                guard found == nil, node.base == nil,
                    title.contains(PreviewPerStateRule.normalized(node.declName.baseName.text))
                else { return .visitChildren }
                if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
                    found = ByteRange(call)
                } else {
                    found = ByteRange(node)
                }
                return .skipChildren
            }
        }
        let finder = Finder(title: title)
        finder.walk(SourceAnalyzer.parse(body))
        return finder.found
    }

    /// `Loaded` for `loaded`.
    static func title(_ caseName: String) -> String {
        caseName.prefix(1).uppercased() + caseName.dropFirst()
    }

    /// Lowercased letters and digits only, so `"Loaded "` matches `loaded`.
    static func normalized(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}
