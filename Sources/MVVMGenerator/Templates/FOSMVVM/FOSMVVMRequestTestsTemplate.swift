/// `fosmvvm.request.tests` — `{Noun}{Verb}RequestTests.swift`: the request sent through the
/// server's full stack with VaporTesting's `app.testing().test(_:locale:)` as
/// `fosmvvm-serverrequest-test-generator` writes it: typed `response.body`, never a URL or
/// hand-decoded JSON; a test app registering the request's controller.
enum FOSMVVMRequestTestsTemplate: FileTemplate {
    static let template = Template(
        id: "fosmvvm.request.tests",
        summary: "The VaporTesting tests of a verb request.",
        variables: FOSMVVMRequestScreen.variables,
        source: """
            import FOSFoundation
            import FOSMVVM
            import FOSTestingVapor
            import Foundation
            import Testing
            import Vapor
            import VaporTesting
            {{#importsViewModels}}
            import {{viewModelsModule}}
            {{/importsViewModels}}
            @testable import {{webServerModule}}

            @Suite("{{request}} Tests")
            struct {{tests}} {
                @Test func {{action}}Request_success() async throws {
                    try await withTestApp { app in
                        let request = {{request}}.stub()

                        try await app.testing().test(request, locale: en) { response in
                            #expect(response.status == .ok)
            {{#hasResponseBody}}
                            #expect(response.body != nil)
            {{/hasResponseBody}}
                        }
                    }
                }

                private let en = Locale(identifier: "en")
            }

            // MARK: - Test Application Setup

            /// A testing application serving `{{request}}` through `{{controller}}`.
            private func withTestApp(_ test: (Application) async throws -> Void) async throws {
                let app = try await Application.make(.testing)
                do {
                    try app.routes.register(collection: {{controller}}())
                    try await test(app)
                } catch {
                    try await app.asyncShutdown()
                    throw error
                }
                try await app.asyncShutdown()
            }

            """
    )

    static func context(for screen: FOSMVVMRequestScreen) -> TemplateContext {
        screen.context
    }
}
