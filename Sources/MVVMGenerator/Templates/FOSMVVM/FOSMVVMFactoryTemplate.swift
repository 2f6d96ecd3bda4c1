/// `fosmvvm.factory` — `{Name}ViewModel+Factory.swift` (seed 001): the server-side factory of a
/// server-hosted view model, in the web-server target.
enum FOSMVVMFactoryTemplate: FileTemplate {
    static let template = Template(
        id: "fosmvvm.factory",
        summary: "The VaporViewModelFactory building a server-hosted view model.",
        variables: FOSMVVMScreen.commonVariables,
        source: """
        import FOSFoundation
        import FOSMVVM
        import FOSMVVMVapor
        import Foundation
        import Vapor
        import {{viewModelsModule}}

        /// Builds `{{viewModel}}` for `{{request}}`.
        extension {{viewModel}}: VaporViewModelFactory {
            public typealias VMRequest = {{request}}

            public static func model(context: VaporModelFactoryContext<VMRequest>) async throws -> Self {
                // Query what the view needs through `context.req.db`, then build the view model.
        {{^isForm}}
                .init()
        {{/isForm}}
        {{#isForm}}
                .init(
        {{#formFields}}
                    {{field}}: "",
        {{/formFields}}
                    {{messagesProperty}}: .init()
                )
        {{/isForm}}
            }
        }

        """
    )

    static func context(for screen: FOSMVVMScreen) -> TemplateContext {
        screen.commonContext
    }
}
