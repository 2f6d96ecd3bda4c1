/// `plain.viewmodel` — `{Name}ViewModel.swift`, `{Name}View+ViewModel.swift` (the declaration
/// in an extension of the view), or the declaration a view's file holds: the
/// view model in the team's style (`@Observable` or `ObservableObject` with `@Published`,
/// `@MainActor`, `final`, its base class), with one value the view shows and one action.
enum PlainViewModelTemplate: FileTemplate {
    static let template = Template(
        id: "plain.viewmodel",
        summary: "The view model, in the workspace's own style.",
        variables: PlainScreen.variables,
        source: """
            {{^isDeclarationOnly}}
            {{header}}{{viewModelImports}}

            {{/isDeclarationOnly}}
            {{#embeddedViewModel}}
            extension {{view}} {
                {{embeddedViewModel}}
            }
            {{/embeddedViewModel}}
            {{^embeddedViewModel}}
            {{#viewModelAttributes}}
            {{viewModelAttributes}}
            {{/viewModelAttributes}}
            {{declarationAttributes}}{{viewModelAccess}}{{#isFinal}}final {{/isFinal}}class {{viewModel}}{{inheritanceClause}} {
            {{#sharedInstance}}
                {{sharedInstance}}

            {{/sharedInstance}}
                {{^isObservable}}@Published {{/isObservable}}{{viewModelAccess}}private(set) var title = "{{name}}"
            {{#viewModelStoredDependencies}}
                {{viewModelStoredDependencies}}
            {{/viewModelStoredDependencies}}
            {{#viewModelInitializer}}

                {{viewModelInitializer}}
            {{/viewModelInitializer}}

                {{viewModelAccess}}func refresh() {
                    // Load the screen's data here, then publish it.
                }
            }
            {{/embeddedViewModel}}

            """
    )

    static func context(for screen: PlainScreen) -> TemplateContext {
        screen.context(fileName: screen.viewModelFile ?? screen.viewModel + ".swift")
    }
}
