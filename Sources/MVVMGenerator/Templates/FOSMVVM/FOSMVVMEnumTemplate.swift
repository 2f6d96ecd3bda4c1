/// `fosmvvm.enum` — `{Type}.swift` for an enum field (`--field state:SessionState=pending,done`,
/// FOSMVVM\'s "Enum Localization Pattern"): the enum, and its `localizableString`, which the view
/// model stores for display and whose keys the YAML file defines under the enum's name.
enum FOSMVVMEnumTemplate: FileTemplate {
    static let template = Template(
        id: "fosmvvm.enum",
        summary: "An enum a view model's field has, with its localizableString.",
        variables: [
            TemplateVariable("enumType", .text, "the enum, e.g. `SessionState`"),
            TemplateVariable(
                "cases",
                .list([
                    TemplateVariable("caseName", .text, "a case, e.g. `pending`")
                ]), "its cases, in order"),
        ],
        source: """
            import FOSMVVM
            import Foundation

            public enum {{enumType}}: String, CaseIterable, Codable, Hashable, Sendable {
            {{#cases}}
                case {{caseName}}
            {{/cases}}

                /// The case's text, from the localization YAML (`{{enumType}}: <case>:`).
                public var localizableString: LocalizableString {
                    .localized(for: Self.self, propertyName: rawValue)
                }
            }

            """
    )

    static func context(for enumeration: ScaffoldField.Enumeration) -> TemplateContext {
        ["enumType": .text(enumeration.typeName), "cases": enumeration.cases.templateList("caseName")]
    }
}
