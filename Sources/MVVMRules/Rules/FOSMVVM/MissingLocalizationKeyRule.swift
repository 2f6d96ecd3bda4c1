import MVVMAnalyzerCore

/// A localized property without its YAML entry in some configured locale.
public struct MissingLocalizationKeyRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/missing-localization-key",
        name: "Missing localization key",
        defaultSeverities: .fosmvvmOnly(.error),
        summary: """
            A `@LocalizedString`, `@LocalizedStrings` or `@LocalizedSubs` property `p` of type `T` has \
            no `<locale>: T: p` entry in any `*.yml` file of the workspace, for a locale of the \
            configuration's `locales` (default `en`). Keys only in a `*.yaml` file are left to \
            `fosmvvm/yaml-extension`.
            """,
        rationale: """
            FOSMVVM binds localized properties while encoding the view model; a missing key fails \
            that encoding or shows an empty string, in production and only for that locale.
            """,
        triggeringExamples: [
            RuleExample(
                """
                @ViewModel
                public struct DashboardViewModel {
                    @LocalizedString public var ↓pageTitle↑
                    @LocalizedString public var subtitle
                    @LocalizedInt public var count
                }
                """, path: "Sources/ViewModels/DashboardViewModel.swift",
                supportingFiles: [
                    "Sources/Resources/ViewModels/DashboardViewModel.yml": """
                    en:
                      DashboardViewModel:
                        subtitle: "Today"
                    """
                ]),
            RuleExample(
                """
                @ViewModel
                public struct SignInViewModel {
                    @LocalizedString public var ↓title↑
                    @LocalizedString(parentKeys: "buttons") public var ↓submit↑
                }
                """, path: "Sources/ViewModels/SignInViewModel.swift",
                supportingFiles: [
                    ".mvvm-lsp.yml": "locales: [en, es]\n",
                    "Sources/Resources/SignInViewModel.yml": """
                    en:
                      SignInViewModel:
                        title: "Sign in"
                        buttons:
                          submit: "Go"
                    """,
                ]),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                @ViewModel
                public struct DashboardViewModel {
                    @LocalizedString public var pageTitle
                    @LocalizedString(propertyName: "titles", index: 0) public var firstTitle
                    @LocalizedCompoundString(pieces: \\._pieces) public var combined
                    public let createdAt: LocalizableDate
                }
                """, path: "Sources/ViewModels/DashboardViewModel.swift",
                supportingFiles: [
                    ".mvvm-lsp.yml": "locales: [en, ES]\n",
                    "Sources/Resources/DashboardViewModel.yml": """
                    en:
                      DashboardViewModel:
                        pageTitle: "Dashboard"
                        titles:
                          - "First"
                    """,
                    "Sources/Resources/es/DashboardViewModel.yml": """
                    es:
                      DashboardViewModel:
                        pageTitle: "Tablero"
                        titles: ["Primero"]
                    """,
                ])
        ],
        corrections: [
            RuleCorrection(
                RuleExample(
                    """
                    @ViewModel
                    public struct DashboardViewModel {
                        @LocalizedString public var pageTitle
                    }
                    """, path: "Sources/ViewModels/DashboardViewModel.swift",
                    supportingFiles: [
                        ".mvvm-lsp.yml": "locales: [en, es]\n",
                        "Sources/Resources/DashboardViewModel.yml": """
                        # Dashboard strings
                        en:
                            DashboardViewModel:
                                subtitle: "Today"

                            OtherViewModel:
                                title: "Other"
                        """,
                    ]),
                after: """
                    @ViewModel
                    public struct DashboardViewModel {
                        @LocalizedString public var pageTitle
                    }
                    """,
                supportingFilesAfter: [
                    ".mvvm-lsp.yml": "locales: [en, es]\n",
                    "Sources/Resources/DashboardViewModel.yml": """
                    # Dashboard strings
                    en:
                        DashboardViewModel:
                            subtitle: "Today"
                            pageTitle: "Page title"

                        OtherViewModel:
                            title: "Other"
                    es:
                        DashboardViewModel:
                            pageTitle: "Page title"

                    """,
                ]
            ),
            RuleCorrection(
                RuleExample(
                    """
                    @ViewModel
                    public struct SettingsViewModel {
                        @LocalizedStrings public var themeNames
                    }
                    """, path: "Sources/ViewModels/Settings/SettingsViewModel.swift",
                    supportingFiles: [
                        "Sources/Resources/ViewModels/Settings/AboutViewModel.yml":
                            "en:\n  AboutViewModel:\n    title: \"About\"\n"
                    ]),
                after: """
                    @ViewModel
                    public struct SettingsViewModel {
                        @LocalizedStrings public var themeNames
                    }
                    """,
                supportingFilesAfter: [
                    "Sources/Resources/ViewModels/Settings/AboutViewModel.yml":
                        "en:\n  AboutViewModel:\n    title: \"About\"\n",
                    "Sources/Resources/ViewModels/Settings/SettingsViewModel.yml":
                        "en:\n  SettingsViewModel:\n    themeNames: [\"Theme names\"]\n",
                ]
            ),
        ]
    )

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        let store = context.workspace.localization
        return file.facts.types.filter { $0.kind == .struct || $0.kind == .class }.flatMap { type in
            LocalizedPropertyKey.keys(of: type, in: file).compactMap { key -> Finding? in
                let missing = context.locales.filter { locale in
                    store.entries(locale: locale, typeName: key.typeName, property: key.key).isEmpty
                        && !store.isDefinedInIgnoredFile(locale: locale, typeName: key.typeName, key: key.key)
                }
                guard !missing.isEmpty else { return nil }
                let spelled = missing.map { "`\(key.spelled(locale: $0))`" }.joined(separator: ", ")
                return context.diagnostic(
                    "`\(key.property.name)` has no localization \(spelled) in the workspace's *.yml files; "
                        + "it encodes empty in \(missing.count == 1 ? "that locale" : "those locales")",
                    at: key.property.nameRange,
                    fixes: fix(for: key, locales: missing, context: context).map { [$0] } ?? []
                )
            }
        }
    }

    /// Adds the key to `{T}.yml`, creating the file when the workspace has none.
    private func fix(for key: LocalizedPropertyKey, locales: [String], context: RuleContext) -> Fix? {
        guard key.nestedKeys.isEmpty else { return nil }
        let store = context.workspace.localization
        let insertion = LocalizationInsertion(
            typeName: key.typeName, key: key.key,
            value: LocalizationInsertion.placeholder(for: key.key, wrapper: key.wrapper)
        )
        let title = "Add \(key.typeName).\(key.key) to \(key.typeName).yml"
        if let existing = LocalizationHome.existingFile(for: key.typeName, in: store) {
            guard existing.problem == nil,
                let edits = insertion.edits(in: String(decoding: existing.lines.bytes, as: UTF8.self), locales: locales)
            else { return nil }
            return Fix(title: title, isPreferred: false, changes: [.edit(path: existing.path, replacements: edits)])
        }
        let path = LocalizationHome.newFilePath(for: key.typeName, declaredIn: context.path, store: store)
        return Fix(
            title: title, isPreferred: false,
            changes: [.create(path: path, contents: insertion.newFile(locales: locales))])
    }
}
