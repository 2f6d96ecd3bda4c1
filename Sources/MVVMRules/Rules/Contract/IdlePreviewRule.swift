import MVVMAnalyzerCore

/// A preview of the transient `idle` state, which renders nothing.
public struct IdlePreviewRule: Rule {
    public static let description = RuleDescription(
        id: "contract/idle-preview",
        name: "Idle preview",
        defaultSeverities: .contractOnly(.info),
        summary: """
            A preview is titled `Idle` (`#Preview("Idle")`) or builds its stub in the `.idle` state \
            (`state: .idle`); previews inside `/* */` count.
            """,
        rationale: """
            Both contract styles render `idle` as `Color.clear` and preview "each state except idle": an idle \
            preview shows an empty canvas, costs a render and a snapshot, and reads as a state the \
            screen can be checked in. The fix removes it.
            """,
        triggeringExamples: [
            RuleExample(
                """
                struct CharacterEpisodesView<ViewModel: CharacterEpisodesViewModelContract>: View {
                    @State private var viewModel: ViewModel
                    var body: some View { Text(viewModel.title) }
                }

                /*
                ↓#Preview↑("Idle") {
                    CharacterEpisodesView(viewModel: CharacterEpisodesViewModelPreviewStub(state: .idle))
                }

                #Preview("Loading") {
                    CharacterEpisodesView(viewModel: CharacterEpisodesViewModelPreviewStub(state: .loading))
                }
                */
                """, convention: .contract),
            RuleExample(
                """
                ↓#Preview↑ {
                    CharacterDetailView(viewModel: CharacterDetailViewModelPreviewStub(state: .idle))
                }
                """, convention: .contract),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                #Preview("Loading") {
                    CharacterEpisodesView(viewModel: CharacterEpisodesViewModelPreviewStub(state: .loading))
                }
                #Preview("Idle timer") {
                    IdleTimerView(seconds: 30)
                }
                """, convention: .contract)
        ],
        corrections: [
            RuleCorrection(
                RuleExample(
                    """
                    #Preview("Idle") {
                        CharacterEpisodesView(viewModel: CharacterEpisodesViewModelPreviewStub(state: .idle))
                    }

                    #Preview("Loading") {
                        CharacterEpisodesView(viewModel: CharacterEpisodesViewModelPreviewStub(state: .loading))
                    }
                    """, convention: .contract),
                after: """
                    #Preview("Loading") {
                        CharacterEpisodesView(viewModel: CharacterEpisodesViewModelPreviewStub(state: .loading))
                    }
                    """
            )
        ]
    )

    public var reach: RuleReach { [.thisFileOnly] }

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        // A commented-out preview counts (the current contract style keeps them in `/* */`) when the file declares a view.
        let hasView = !file.facts.declaredViews.isEmpty
        return file.facts.previews.filter { preview in
            preview.kind != .previewProvider && (preview.kind == .macro || hasView) && Self.isIdle(preview)
        }.map { preview in
            context.diagnostic(
                "This preview shows the `idle` state, which renders nothing: preview each state except idle",
                at: ByteRange(start: preview.range.start, end: preview.range.start + "#Preview".utf8.count),
                fixes: [
                    context.fix(
                        "Remove the idle preview", isPreferred: true,
                        [
                            TextReplacement(range: removalRange(of: preview, context: context), newText: "")
                        ])
                ]
            )
        }
    }

    /// Titled `Idle`, or building a stub with `state: .idle`.
    static func isIdle(_ preview: PreviewFact) -> Bool {
        if preview.title?.lowercased() == "idle" { return true }
        let compact = preview.bodyText.filter { !$0.isWhitespace }
        return compact.contains("state:.idle)") || compact.contains("state:.idle,")
    }

    /// The preview's lines and the blank line after it.
    private func removalRange(of preview: PreviewFact, context: RuleContext) -> ByteRange {
        let lines = context.lines
        let first = lines.line(of: preview.range)
        var next = lines.lineIndex(containing: preview.range.end) + 1
        if next < lines.lineCount, lines.contentEnd(ofLine: next) == lines.lineStarts[next] { next += 1 }
        let end = next < lines.lineCount ? lines.lineStarts[next] : lines.bytes.count
        return ByteRange(start: lines.lineStarts[first], end: end)
    }
}
