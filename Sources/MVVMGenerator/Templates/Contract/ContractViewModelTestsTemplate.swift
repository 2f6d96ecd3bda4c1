/// `contract.tests.viewmodel` — `{Name}ViewModelTests.swift`: a Swift Testing skeleton for the
/// view model (initial state, loading only from `.idle`, selecting a list item, or each action).
enum ContractViewModelTestsTemplate: FileTemplate {
    static let template = Template(
        id: "contract.tests.viewmodel",
        summary: "The view-model test skeleton.",
        variables: ContractScreen.commonVariables,
        source: #"""
            import Testing
            @testable import {{module}}

            @MainActor
            struct {{viewModel}}Tests {
            {{#isStateful}}
                @Test
                func startsIdle() {
                    let sut = {{viewModel}}()

                    guard case .idle = sut.state else {
                        Issue.record("expected .idle, got \(sut.state)")
                        return
                    }
                }

                @Test
                func {{appearMethod}}FinishesLoading() async {
                    let sut = {{viewModel}}()

                    await sut.{{appearMethod}}()

                    if case .loading = sut.state {
                        Issue.record("expected a final state, got .loading")
                    }
                }

                @Test
                func {{appearMethod}}KeepsTheStateItWasBuiltWith() async {
                    let sut = {{viewModel}}(state: .empty)

                    await sut.{{appearMethod}}()

                    guard case .empty = sut.state else {
                        Issue.record("expected .empty, got \(sut.state)")
                        return
                    }
                }
            {{#isList}}

                @Test
                func didSelect() {
                    let sut = {{viewModel}}()

                    sut.didSelect({{contentType}}(id: 1, name: "Sample Name"))
                    // Assert what selecting triggers, e.g. the destination a router mock recorded.
                }
            {{/isList}}
            {{/isStateful}}
            {{^isStateful}}
            {{#actions}}
                @Test
                func {{action}}() {{#isAsync}}async {{/isAsync}}{
                    let sut = {{viewModel}}()

                    {{#isAsync}}await {{/isAsync}}sut.{{action}}()
                    // Assert what the action triggers, e.g. the destination a router mock recorded.
                }
            {{/actions}}
            {{/isStateful}}
            }

            """#
    )

    static func context(for screen: ContractScreen) -> TemplateContext {
        screen.commonContext
    }
}
