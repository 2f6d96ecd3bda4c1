import MVVMAnalyzerCore

/// A localization file named `*.yaml`, which FOSMVVM never loads.
public struct YamlExtensionRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/yaml-extension",
        name: "YAML extension",
        defaultSeverities: .fosmvvmOnly(.warning),
        summary: """
            A localization file is named `*.yaml`. Reported on each type it localizes, in the Swift \
            file declaring that type.
            """,
        rationale: """
            FOSMVVM's localization store loads only `*.yml` files; a `*.yaml` file is silently \
            ignored, so every key in it is missing at run time.
            """,
        triggeringExamples: [
            RuleExample(
                """
                @ViewModel
                public struct ↓SettingsViewModel↑ {
                    @LocalizedString public var pageTitle
                }
                """, path: "Sources/ViewModels/SettingsViewModel.swift",
                supportingFiles: [
                    "Sources/Resources/SettingsViewModel.yaml":
                        "en:\n  SettingsViewModel:\n    pageTitle: \"Settings\"\n"
                ])
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                @ViewModel
                public struct SettingsViewModel {
                    @LocalizedString public var pageTitle
                }
                """, path: "Sources/ViewModels/SettingsViewModel.swift",
                supportingFiles: [
                    "Sources/Resources/SettingsViewModel.yml":
                        "en:\n  SettingsViewModel:\n    pageTitle: \"Settings\"\n",
                    "docker-compose.yaml": "services:\n  SettingsViewModel:\n    image: app\n",
                ])
        ],
        corrections: [
            RuleCorrection(
                RuleExample(
                    """
                    @ViewModel
                    public struct SettingsViewModel {
                        @LocalizedString public var pageTitle
                    }
                    """, path: "Sources/ViewModels/SettingsViewModel.swift",
                    supportingFiles: [
                        "Sources/Resources/SettingsViewModel.yaml":
                            "en:\n  SettingsViewModel:\n    pageTitle: \"Settings\"\n"
                    ]),
                after: """
                    @ViewModel
                    public struct SettingsViewModel {
                        @LocalizedString public var pageTitle
                    }
                    """,
                supportingFilesAfter: [
                    "Sources/Resources/SettingsViewModel.yml":
                        "en:\n  SettingsViewModel:\n    pageTitle: \"Settings\"\n"
                ]
            )
        ]
    )

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        let store = context.workspace.localization
        let ignored = store.ignoredYAMLFiles.keys.sorted().compactMap { store.ignoredYAMLFiles[$0] }.filter { file in
            !file.entries.isEmpty && file.entries.allSatisfy { LocalizationStore.looksLikeLocale($0.locale) }
        }
        return file.facts.types.filter { !$0.isExtension }.flatMap { type in
            ignored.filter { $0.entries.contains { $0.typeName == type.name } }.map { yaml in
                let renamed = String(yaml.path.dropLast(".yaml".count)) + ".yml"
                let name = SourcePath.fileName(of: yaml.path)
                let collides = store.files[renamed] != nil
                let fixes =
                    collides
                    ? []
                    : [
                        Fix(
                            title: "Rename to \(name.dropLast(".yaml".count)).yml", isPreferred: false,
                            changes: [.rename(from: yaml.path, to: renamed)])
                    ]
                return context.diagnostic(
                    "`\(type.name)` is localized in `\(name)`, which FOSMVVM never loads (only *.yml files are read); "
                        + (collides ? "merge it into the existing .yml file" : "rename it to .yml"),
                    at: type.nameRange,
                    related: [
                        RelatedLocation(path: yaml.path, range: .empty(at: 0), message: "ignored localization file")
                    ],
                    fixes: fixes
                )
            }
        }
    }
}
