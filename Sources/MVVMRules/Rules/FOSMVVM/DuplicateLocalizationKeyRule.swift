import MVVMAnalyzerCore

/// A localization key defined in more than one `*.yml` file.
public struct DuplicateLocalizationKeyRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/duplicate-localization-key",
        name: "Duplicate localization key",
        defaultSeverities: .fosmvvmOnly(.warning),
        summary: """
            The same `<locale>: T: p` is defined in two `*.yml` files. Reported on `p` (a property or \
            enum case of `T`, else `T` itself) in the Swift file declaring `T`, with each definition \
            as a related location.
            """,
        rationale: """
            FOSMVVM merges every `*.yml` file into one store; which definition wins is undefined, so \
            the text shown can change between builds. Keep one definition, in `{T}.yml`.
            """,
        triggeringExamples: [
            RuleExample(
                """
                @ViewModel
                public struct DashboardViewModel {
                    @LocalizedString public var ↓pageTitle↑
                    @LocalizedString public var subtitle
                }
                """, path: "Sources/ViewModels/DashboardViewModel.swift",
                supportingFiles: [
                    "Sources/Resources/DashboardViewModel.yml": """
                    en:
                      DashboardViewModel:
                        pageTitle: "Dashboard"
                        subtitle: "Today"
                    """,
                    "Sources/Resources/Shared.yml": """
                    en:
                      DashboardViewModel:
                        pageTitle: "Home"
                    """,
                ]),
            RuleExample(
                """
                public enum SessionState: String {
                    case ↓pending↑, running
                }
                """, path: "Sources/ViewModels/SessionState.swift",
                supportingFiles: [
                    "Sources/Resources/SessionState.yml":
                        "en:\n  SessionState:\n    pending: \"Pending\"\n    running: \"Running\"\n",
                    "Sources/Resources/Old/SessionState.yml": "en:\n  SessionState:\n    pending: \"Waiting\"\n",
                ]),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                @ViewModel
                public struct DashboardViewModel {
                    @LocalizedString public var pageTitle
                }
                """, path: "Sources/ViewModels/DashboardViewModel.swift",
                supportingFiles: [
                    "Sources/Resources/DashboardViewModel.yml":
                        "en:\n  DashboardViewModel:\n    pageTitle: \"Dashboard\"\n",
                    "Sources/Resources/es/DashboardViewModel.yml":
                        "es:\n  DashboardViewModel:\n    pageTitle: \"Tablero\"\n",
                ])
        ]
    )

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        let declared = Dictionary(
            file.facts.types.filter { !$0.isExtension }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }
        )
        return context.workspace.localization.duplicateKeys.compactMap { definitions -> Finding? in
            let first = definitions[0]
            guard let type = declared[first.typeName], Set(definitions.map(\.path)).count > 1 else { return nil }
            let anchor =
                type.property(named: first.property)?.nameRange
                ?? type.enumCases.first { $0.name == first.property }?.nameRange
                ?? type.nameRange
            let names = definitions.map { SourcePath.fileName(of: $0.path) }
            return context.diagnostic(
                "`\(first.key)` is defined in \(definitions.count) files (\(names.joined(separator: ", "))); FOSMVVM merges them "
                    + "and which one wins is undefined: keep one",
                at: anchor,
                related: definitions.map {
                    RelatedLocation(
                        path: $0.path, range: $0.keyRange,
                        message: "`\(first.key)` defined in \(SourcePath.fileName(of: $0.path))")
                }
            )
        }
    }
}
