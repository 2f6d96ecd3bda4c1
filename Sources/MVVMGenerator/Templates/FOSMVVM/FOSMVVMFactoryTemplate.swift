/// `fosmvvm.factory` — `{Name}ViewModel+Factory.swift` : the server-side factory of a
/// server-hosted view model, in the web-server target: `VaporViewModelFactory` as the `seeds` spelling
/// write it, or FOSUtilities 0.13's `VaporResponseBodyFactory` projecting a `ProjectionContext`.
enum FOSMVVMFactoryTemplate: FileTemplate {
    static let template = Template(
        id: "fosmvvm.factory",
        summary: "The server factory building a server-hosted view model.",
        variables: FOSMVVMScreen.commonVariables,
        source: """
            import FOSFoundation
            import FOSMVVM
            import FOSMVVMVapor
            import Foundation
            import Vapor
            import {{viewModelsModule}}

            /// Builds `{{viewModel}}` for `{{request}}`.
            {{#isSeeds}}
            extension {{viewModel}}: VaporViewModelFactory {
                public typealias VMRequest = {{request}}

                public static func model(context: VaporModelFactoryContext<VMRequest>) async throws -> Self {
                    // Query what the view needs through `context.req.db`, then build the view model.
                    .init({{factoryArguments}})
                }
            }
            {{/isSeeds}}
            {{#isCurrent}}
            extension {{viewModel}}: VaporResponseBodyFactory {
                public static func body<R: ServerRequest>(context: ProjectionContext<R, AppState>) throws -> Self
                    where R.ResponseBody == Self {
                    // Read the records the view needs (declare them with ComposableFactory), then project them.
                    .init({{factoryArguments}})
                }
            }
            {{/isCurrent}}

            """
    )

    static func context(for screen: FOSMVVMScreen) -> TemplateContext {
        screen.commonContext
    }
}
