/// `fosmvvm.request` — `{Name}Request.swift` : the `ViewModelRequest` that fetches a
/// server-hosted view model; its initialiser as the chosen FOSMVVM version requires (0.13
/// adds `sort:`).
enum FOSMVVMRequestTemplate: FileTemplate {
    static let template = Template(
        id: "fosmvvm.request",
        summary: "The ViewModelRequest of a server-hosted view model.",
        variables: FOSMVVMScreen.commonVariables,
        source: """
            import FOSFoundation
            import FOSMVVM
            import Foundation

            /// Fetches `{{viewModel}}` from the server.
            public final class {{request}}: ViewModelRequest, @unchecked Sendable {
                public typealias Query = EmptyQuery
                public typealias ResponseError = EmptyError

                public var responseBody: {{viewModel}}?

                public init(
                    query: EmptyQuery? = nil,
            {{#isCurrent}}
                    sort: EmptySort? = nil,
            {{/isCurrent}}
                    fragment: EmptyFragment? = nil,
                    requestBody: EmptyBody? = nil,
                    responseBody: {{viewModel}}? = nil
                ) {
                    self.responseBody = responseBody
                }
            }

            """
    )

    static func context(for screen: FOSMVVMScreen) -> TemplateContext {
        screen.commonContext
    }
}
