/// `fosmvvm.request.controller` — `{Noun}{Verb}Controller.swift`: the `ServerRequestController`
/// serving a verb request (`fosmvvm-serverrequest-generator`'s controller: action = protocol
/// name minus `Request`). Its processor throws until it is written; the `seeds` spelling
/// hands it the decoded body, 0.13's processors decode it from the Vapor request.
enum FOSMVVMRequestControllerTemplate: FileTemplate {
    static let template = Template(
        id: "fosmvvm.request.controller",
        summary: "The ServerRequestController serving a verb request.",
        variables: FOSMVVMRequestScreen.variables,
        source: """
            import FOSMVVM
            import FOSMVVMVapor
            import Vapor
            {{#importsViewModels}}
            import {{viewModelsModule}}
            {{/importsViewModels}}

            /// Serves `{{request}}` ({{httpMethod}}); register it with `routes.register(collection:)`.
            final class {{controller}}: ServerRequestController, Sendable {
                typealias TRequest = {{request}}

                let actions: [ServerRequestAction: ActionProcessor] = [
                    .{{action}}: {{request}}.perform{{verb}},
                ]
            }

            private extension {{request}} {
                /// Serves the `{{action}}` action: {{#isCreate}}creates the `{{noun}}`{{/isCreate}}{{^isCreate}}the `{{noun}}` the {{#isShow}}query{{/isShow}}{{^isShow}}body{{/isShow}} names{{/isCreate}}.
                @Sendable static func perform{{verb}}(
                    _ request: Vapor.Request,
            {{#isSeeds}}
                    _ serverRequest: {{request}},
                    _ requestBody: {{#hasRequestBody}}RequestBody{{/hasRequestBody}}{{^hasRequestBody}}EmptyBody{{/hasRequestBody}}
            {{/isSeeds}}
            {{#isCurrent}}
                    _ serverRequest: {{request}}
            {{/isCurrent}}
                ) async throws -> {{#hasResponseBody}}ResponseBody{{/hasResponseBody}}{{^hasResponseBody}}EmptyBody{{/hasResponseBody}} {
            {{#isCurrent}}
            {{#hasRequestBody}}
                    // The body: try request.content.decode(RequestBody.self)
            {{/hasRequestBody}}
            {{/isCurrent}}
                    throw Abort(.notImplemented, reason: "{{request}} is not served yet")
                }
            }

            """
    )

    static func context(for screen: FOSMVVMRequestScreen) -> TemplateContext {
        screen.context
    }
}
