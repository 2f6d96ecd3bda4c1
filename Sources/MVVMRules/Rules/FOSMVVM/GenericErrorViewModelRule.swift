import MVVMAnalyzerCore

/// A catch-all error view model.
public struct GenericErrorViewModelRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/generic-error-viewmodel",
        name: "Generic error view model",
        defaultSeverities: .fosmvvmOnly(.info),
        summary:
            "A FOSMVVM view model is named `ErrorViewModel`, `ToastViewModel`, `AlertViewModel` or `GenericErrorViewModel`.",
        rationale: """
            FOSMVVM treats errors as data: each error scenario gets its own client-hosted view model \
            wrapping its `ResponseError` (`MoveIdeaErrorViewModel`), so its text and fields are \
            specific and type-checked.
            """,
        triggeringExamples: [
            RuleExample(
                """
                @ViewModel(options: [.clientHostedFactory])
                struct ↓ToastViewModel↑ {
                    let message: LocalizableString
                    var vmId: ViewModelId = .init(type: Self.self)
                }
                """, path: "Sources/ViewModels/ToastViewModel.swift")
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                @ViewModel(options: [.clientHostedFactory])
                struct MoveIdeaErrorViewModel {
                    let message: LocalizableString
                    var vmId: ViewModelId = .init(type: Self.self)
                }
                struct ErrorViewModel {}
                """, path: "Sources/ViewModels/MoveIdeaErrorViewModel.swift")
        ]
    )

    static let genericNames: Set<String> = [
        "ErrorViewModel", "ToastViewModel", "AlertViewModel", "GenericErrorViewModel",
    ]

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        file.facts.types.filter { Self.genericNames.contains($0.name) && FOSMVVMTypes.isViewModel($0) }.map { type in
            context.diagnostic(
                "`\(type.name)` is a catch-all error view model; give each error its own view model "
                    + "(e.g. `MoveIdeaErrorViewModel` wrapping `MoveIdeaRequest.ResponseError`)",
                at: type.nameRange
            )
        }
    }
}
