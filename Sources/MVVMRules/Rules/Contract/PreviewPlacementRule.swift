import MVVMAnalyzerCore

/// Previews of a contract view that are active where the project comments them out
/// (style `commented`), or commented out where it keeps them active (`active`).
public struct PreviewPlacementRule: Rule {
    public static let description = RuleDescription(
        id: "contract/preview-placement",
        name: "Preview placement",
        defaultSeverities: .contractOnly(.info),
        summary: """
            A `#Preview` of a view that holds a contract view model is active although the project \
            keeps previews in a `/* */` block (option `style: commented`, the default), or is \
            commented out although it keeps them active (`style: active`).
            """,
        rationale: """
            the current contract style comments previews out "to avoid negatively impacting test coverage metrics" \
            while keeping them maintained; the earlier contract style the earlier version, keeps them active. Choose \
            with `contract/preview-placement: { style: commented | active }`; one placement keeps \
            coverage numbers comparable across screens. Preview stubs stay under `#if DEBUG` either way.
            """,
        triggeringExamples: [
            RuleExample(
                """
                struct CharacterListView<ViewModel: CharacterListViewModelContract>: View {
                    @State private var viewModel: ViewModel
                    var body: some View { Text(viewModel.title) }
                }

                ↓#Preview↑("Loading") {
                    CharacterListView(viewModel: CharacterListViewModelPreviewStub(state: .loading))
                }
                """, convention: .contract, supportingFiles: Self.contractFiles)
        ],
        nonTriggeringExamples: [
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
                """, convention: .contract, supportingFiles: Self.contractFiles),
            RuleExample(
                """
                public struct DSCard: View {
                    let title: String
                    public var body: some View { Text(title) }
                }

                #Preview { DSCard(title: "Card") }
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

                    #Preview("Loading") {
                        CharacterListView(viewModel: CharacterListViewModelPreviewStub(state: .loading))
                    }
                    """, convention: .contract, supportingFiles: Self.contractFiles),
                after: """
                    struct CharacterListView<ViewModel: CharacterListViewModelContract>: View {
                        @State private var viewModel: ViewModel
                        var body: some View { Text(viewModel.title) }
                    }

                    /*
                    #Preview("Loading") {
                        CharacterListView(viewModel: CharacterListViewModelPreviewStub(state: .loading))
                    }
                    */
                    """
            )
        ]
    )

    private static let contractFiles = [
        "Sources/App/CharacterListViewModelContract.swift": """
        protocol CharacterListViewModelContract: AnyObject {
            var title: String { get }
        }
        """
    ]

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        let holdsContractViewModel = file.facts.declaredViews.contains { view in
            guard let viewModel = ContractViewModel(view: view, workspace: context.workspace) else { return false }
            return viewModel.contract(in: context.workspace) != nil || viewModel.viewState(in: context.workspace) != nil
        }
        guard holdsContractViewModel else { return [] }
        let commented = context.options["style"]?.string != "active"
        return file.facts.previews.compactMap { preview -> Finding? in
            let marker = ByteRange(start: preview.range.start, end: preview.range.start + "#Preview".utf8.count)
            if commented, preview.kind == .macro {
                return context.diagnostic(
                    "This project keeps previews in a `/* */` block so they do not count against test coverage "
                        + "(option `style` of contract/preview-placement): comment this preview out",
                    at: marker,
                    fixes: [
                        context.fix(
                            "Comment the preview out", isPreferred: false,
                            [
                                TextReplacement(range: .empty(at: preview.range.start), newText: "/*\n"),
                                TextReplacement(range: .empty(at: preview.range.end), newText: "\n*/"),
                            ])
                    ]
                )
            }
            if !commented, preview.kind == .commentedMacro {
                return context.diagnostic(
                    "This project keeps previews active (option `style` of contract/preview-placement): "
                        + "remove the `/* */` around this preview",
                    at: marker
                )
            }
            return nil
        }
    }
}
