/// `fosmvvm.viewmodel.tests` — `{Name}ViewModelTests.swift`: the `LocalizableTestCase` suite of
/// an existing view model as `fosmvvm-viewmodel-test-generator` writes it: one
/// `expectFullViewModelTests` call (codable round-trip, version stability, translations in
/// every locale), the store loaded from the view models' bundle with
/// `loadLocalizationStore(bundle:resourceDirectoryName:)`. The same in both FOSMVVM spellings.
enum FOSMVVMViewModelTestsTemplate: FileTemplate {
    static let template = Template(
        id: "fosmvvm.viewmodel.tests",
        summary: "The LocalizableTestCase suite of an existing view model.",
        variables: FOSMVVMViewModelTestScreen.variables,
        source: """
            import FOSFoundation
            import FOSMVVM
            import FOSTesting
            import Foundation
            import Testing
            @testable import {{viewModelsModule}}

            /// `{{viewModel}}` round-trips through Codable, still decodes every committed version
            /// baseline (`.VersionedTestJSON/`, written on the first run: commit it) and has a
            /// translation of every localized property in each locale.
            @Suite("{{name}} ViewModel Tests")
            struct {{tests}}: LocalizableTestCase {
                @Test func {{testName}}() throws {
                    try expectFullViewModelTests({{viewModel}}.self)
                }

                let locStore: LocalizationStore
                var locales: Set<Locale> { [{{localeList}}] }

                init() throws {
                    // "": the YAML is searched from the bundle's root, wherever the build put it.
                    self.locStore = try Self.loadLocalizationStore(
                        bundle: {{resourceAccess}}.localizationBundle,
                        resourceDirectoryName: ""
                    )
                }
            }

            """
    )

    static func context(for screen: FOSMVVMViewModelTestScreen) -> TemplateContext {
        screen.context
    }
}
