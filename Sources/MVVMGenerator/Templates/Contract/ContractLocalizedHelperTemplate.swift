/// `contract.support.localized` — `String+Localized.swift`: the `localized()` every contract
/// view's `LocalizedStrings` calls (the current contract style takes it from `{AppName}Common`), written only
/// when the workspace declares none.
enum ContractLocalizedHelperTemplate: FileTemplate {
    static let template = Template(
        id: "contract.support.localized",
        summary: "String.localized(), when the workspace declares none.",
        variables: SupportFile.variables,
        source: """
            import Foundation

            extension String {
                /// The text this key stands for in the app's localized strings, or the key itself
                /// when it has none.
                {{accessModifier}}func localized() -> String {
                    Bundle.main.localizedString(forKey: self, value: nil, table: nil)
                }
            }

            """
    )

    static func context(for file: SupportFile) -> TemplateContext {
        file.context
    }
}
