/// `contract.contract` — `{Name}ViewModelContract.swift` (both contract styles): the protocol the view
/// depends on, `: AnyObject`, with `state` (stateful) and the `did…` methods.
enum ContractProtocolTemplate: FileTemplate {
    static let template = Template(
        id: "contract.contract",
        summary: "The {Name}ViewModelContract protocol (: AnyObject).",
        variables: ContractScreen.commonVariables,
        source: """
            import Foundation

            @MainActor
            protocol {{contract}}: AnyObject {
            {{#isStateful}}
                var state: {{viewState}} { get }

            {{/isStateful}}
            {{#requirements}}
                {{declaration}}
            {{/requirements}}
            }

            """
    )

    static func context(for screen: ContractScreen) -> TemplateContext {
        screen.commonContext
    }
}
