/// `contract.viewstate` — `{Name}ViewState.swift` (seeds 002/003): the states a stateful view
/// renders, and the content the `loaded` state carries.
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

        struct {{contentType}} {
            let name: String
        }
        {{/hasContent}}

        """
    )

    static func context(for screen: ContractScreen) -> TemplateContext {
        screen.commonContext
    }
}
