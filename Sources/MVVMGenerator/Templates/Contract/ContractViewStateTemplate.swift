/// `contract.viewstate` — `{Name}ViewState.swift` (both contract styles): the states a stateful view
/// renders, and the content the `loaded` state carries (`Identifiable` items on a list screen).
enum ContractViewStateTemplate: FileTemplate {
    static let template = Template(
        id: "contract.viewstate",
        summary: "The {Name}ViewState enum and the {Name}Content it carries.",
        variables: ContractScreen.commonVariables,
        source: """
            import Foundation

            enum {{viewState}} {
            {{#cases}}
                case {{caseName}}{{payload}}
            {{/cases}}
            }
            {{#hasContent}}

            // MARK: - Content

            {{#isList}}
            struct {{contentType}}: Identifiable {
                let id: Int
                let name: String
            }
            {{/isList}}
            {{^isList}}
            struct {{contentType}} {
                let name: String
            }
            {{/isList}}
            {{/hasContent}}

            """
    )

    static func context(for screen: ContractScreen) -> TemplateContext {
        screen.commonContext
    }
}
