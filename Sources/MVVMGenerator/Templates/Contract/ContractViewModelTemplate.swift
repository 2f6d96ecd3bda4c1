/// `contract.viewmodel` — `{Name}ViewModel.swift` (seeds 002/003): an `@Observable final class`
/// with `private(set) var state` (stateful), or a plain final class with actions (stateless).
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

            init(state: {{viewState}} = .idle) {
                self.state = state
            }
        {{#usesOnFirstAppear}}

            func didAppear() async {
                await load()
            }
        {{/usesOnFirstAppear}}

            func didTapOnRetryButton() async {
                await load()
            }

            {{#usesOnFirstAppear}}private {{/usesOnFirstAppear}}func load() async {
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
