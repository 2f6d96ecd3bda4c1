/// What the FOSMVVM view-model test template renders: the `LocalizableTestCase` suite of one
/// existing view model (`--kind viewmodel-test`).
struct FOSMVVMViewModelTestScreen: Sendable, Hashable {
    /// The screen name, e.g. `Dashboard`.
    var name: String
    /// The view model as the test names it, e.g. `DashboardViewModel` (`Parent.ChildViewModel`
    /// when nested).
    var viewModel: String
    /// The module declaring the view model; the tests import it `@testable`.
    var viewModelsModule: String
    /// The type whose `localizationBundle` holds the module's YAML, e.g. `ViewModelsResourceAccess`.
    var resourceAccess: String
    /// The locales every key is translated to (`locales` of `.mvvm-lsp.yml`), e.g. `en`, `es`.
    var locales: [String]
    var version: FOSMVVMVersion

    var tests: String { name + "ViewModelTests" }

    /// `Self.en, Self.es`: `LocalizableTestCase`'s constants where it has one, else a `Locale`.
    var localeList: String {
        let constants = ["en": "Self.en", "es": "Self.es", "en-GB": "Self.enGB", "en-US": "Self.enUS"]
        return locales.map { constants[$0] ?? "Locale(identifier: \"\($0)\")" }.joined(separator: ", ")
    }

    static let variables: [TemplateVariable] = [
        TemplateVariable("name", .text, "the screen name, e.g. `Dashboard`"),
        TemplateVariable("viewModel", .text, "the view model under test, e.g. `DashboardViewModel`"),
        TemplateVariable("tests", .text, "the suite, `{name}ViewModelTests`"),
        TemplateVariable("testName", .text, "the test function, e.g. `dashboardViewModel`"),
        TemplateVariable("viewModelsModule", .text, "the module declaring the view model, imported `@testable`"),
        TemplateVariable(
            "resourceAccess", .text,
            "the type whose `localizationBundle` holds the YAML, e.g. `ViewModelsResourceAccess`"),
        TemplateVariable("localeList", .text, "the tested locales, e.g. `Self.en, Self.es`"),
    ]

    var context: TemplateContext {
        [
            "name": .text(name),
            "viewModel": .text(viewModel),
            "tests": .text(tests),
            "testName": .text(SwiftIdentifier.lowerCamel(name) + "ViewModel"),
            "viewModelsModule": .text(viewModelsModule),
            "resourceAccess": .text(resourceAccess),
            "localeList": .text(localeList),
        ]
    }
}
