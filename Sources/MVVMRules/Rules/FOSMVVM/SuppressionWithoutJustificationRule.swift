import MVVMAnalyzerCore

/// A FOSMVVM review suppression (`// fosmvvm-review:disable…`) that gives no reason.
public struct SuppressionWithoutJustificationRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/suppression-without-justification",
        name: "Suppression without justification",
        defaultSeverities: .fosmvvmOnly(.warning),
        summary: """
            A `// fosmvvm-review:disable`, `disable:next` or `disable:this` comment with nothing after \
            the check name but a separator or a `<placeholder>` (the library's review check \
            `suppression-without-justification`). The directive still suppresses its check.
            """,
        rationale: """
            A suppression without a reason is invisible debt: a reader cannot tell a deliberate \
            exception from a forgotten clean-up. FOSMVVM's review requires the reason after the \
            check name, separated by `—`, `-`, `:` or a space. The quick fix writes a placeholder \
            to replace; the directive stays reported until it is replaced.
            """,
        triggeringExamples: [
            RuleExample(
                """
                struct LoadingView: View {
                    var body: some View {
                        ↓// fosmvvm-review:disable:next no-silent-failure↑
                        Text((try? loadTitle()) ?? "")
                    }
                }
                """, path: "Sources/Views/LoadingView.swift"),
            RuleExample(
                """
                func refresh() async {
                    try? await store.reload() ↓// fosmvvm-review:disable:this no-silent-failure —↑
                }
                """, path: "Sources/ViewModels/RefreshOperations.swift"),
            RuleExample(
                """
                ↓// fosmvvm-review:disable stub-leakage <why this check does not apply here>↑
                let sample = UserViewModel.stub()
                // fosmvvm-review:enable stub-leakage
                """, path: "Sources/ViewModels/Samples.swift"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                struct LoadingView: View {
                    var body: some View {
                        // fosmvvm-review:disable:next no-silent-failure — preview-only fallback, no production path
                        Text((try? loadTitle()) ?? "")
                        Text((try? loadSubtitle()) ?? "") // fosmvvm-review:disable:this no-silent-failure: the subtitle is optional
                    }
                }
                """, path: "Sources/Views/LoadingView.swift"),
            RuleExample(
                """
                // fosmvvm-review:disable stub-leakage - sample data for the design gallery target
                let sample = UserViewModel.stub()
                // fosmvvm-review:enable stub-leakage
                // mvvm-lsp:disable:next fosmvvm/stub-leakage
                let other = UserViewModel.stub()
                """, path: "Sources/ViewModels/Samples.swift"),
        ],
        corrections: [
            RuleCorrection(
                RuleExample(
                    """
                    func refresh() async {
                        // fosmvvm-review:disable:next no-silent-failure
                        try? await store.reload()
                    }
                    """, path: "Sources/ViewModels/RefreshOperations.swift"),
                after: """
                    func refresh() async {
                        // fosmvvm-review:disable:next no-silent-failure — \(placeholder)
                        try? await store.reload()
                    }
                    """
            )
        ]
    )

    /// What the quick fix writes for the reader to replace.
    static let placeholder = "<why this check does not apply here>"

    public var reach: RuleReach { [.thisFileOnly] }

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        file.facts.suppressions.filter { directive in
            directive.dialect == .fosmvvmReview && directive.action == .disable && directive.justification == nil
        }.map { directive in
            let check =
                directive.ruleIDs.first.map { $0.dropFirst(SuppressionCommentParser.reviewRuleGroup.count) } ?? ""
            let afterCheck = ByteRange(
                start: directive.ruleIDRanges.first?.end ?? directive.range.end, end: directive.range.end)
            let hasPlaceholder = context.text(in: afterCheck).contains("<")
            let fixes =
                hasPlaceholder
                ? []
                : [
                    context.fix(
                        "Add a justification placeholder", isPreferred: false,
                        [
                            TextReplacement(range: afterCheck, newText: " — \(Self.placeholder)")
                        ])
                ]
            return context.diagnostic(
                "This suppression of `\(check)` gives no reason; say after the check name why it does not apply here",
                at: directive.range, fixes: fixes)
        }
    }
}
