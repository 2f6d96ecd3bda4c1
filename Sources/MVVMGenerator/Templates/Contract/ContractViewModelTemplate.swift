/// `contract.viewmodel` — `{Name}ViewModel.swift` (both contract styles): an `@Observable final class`
/// with `private(set) var state` loading once from `.idle` (stateful), or a plain final class
/// with actions (stateless).
enum ContractViewModelTemplate: FileTemplate {
    static let template = Template(
        id: "contract.viewmodel",
        summary: "The view model implementing the contract.",
        variables: ContractScreen.commonVariables,
        source: """
            import Foundation
            {{#isStateful}}
            import Observation
            {{/isStateful}}

            @MainActor
            {{#isStateful}}
            @Observable
            {{/isStateful}}
            final class {{viewModel}}: {{contract}} {
            {{#isStateful}}
                private(set) var state: {{viewState}}

                /// A state other than `.idle` (previews, snapshot tests) is kept: `{{appearMethod}}()`
                /// loads only from `.idle`.
                init(state: {{viewState}} = .idle) {
                    self.state = state
                }

                func {{appearMethod}}() async {
                    guard case .idle = state else { return }
                    await fetchContent()
                }

                func didTapOnRetryButton() async {
                    await fetchContent()
                }
            {{#isList}}

                func didSelect(_ item: {{contentType}}) {
                    // Show the item's screen here, e.g. through a router.
                }
            {{/isList}}

                private func fetchContent() async {
                    state = .loading
                    // Fetch the content (e.g. through a use case), then publish `.loaded`, `.empty` or `.error`.
                    state = .empty
                }
            {{/isStateful}}
            {{^isStateful}}
                init() {}
            {{#actions}}

                func {{action}}() {
                    // Trigger the action here, e.g. navigate through a router.
                }
            {{/actions}}
            {{/isStateful}}
            }

            """
    )

    static func context(for screen: ContractScreen) -> TemplateContext {
        screen.commonContext
    }
}
