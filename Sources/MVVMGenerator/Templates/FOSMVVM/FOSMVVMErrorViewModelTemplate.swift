/// `fosmvvm.viewmodel.error` — `{Name}ViewModel.swift` showing one request's error (FOSMVVM
/// "Error Display Pattern"): client-hosted, built from the caught `{Request}.ResponseError`,
/// copying the values the error carries (its texts arrive localized by the server). One view
/// model per error scenario, never a generic one.
///
/// `init(responseError:)` comes first because the client-hosted factory builds its `AppState`
/// from the first initializer; `stub()` uses the second, which takes the copied values.
enum FOSMVVMErrorViewModelTemplate: FileTemplate {
    static let template = Template(
        id: "fosmvvm.viewmodel.error",
        summary: "A client-hosted view model built from one request's ResponseError.",
        variables: FOSMVVMScreen.commonVariables + FOSMVVMScreen.errorVariables,
        source: """
            import FOSFoundation
            import FOSMVVM
            import Foundation

            /// Shows a failed `{{errorRequest}}`. The client-hosted factory keeps the error in its
            /// `Hashable` `AppState`, so `{{errorRequest}}.ResponseError` must be `Hashable`.
            @ViewModel(options: [.clientHostedFactory])
            public struct {{viewModel}} {
                // MARK: - Localized UI Text

            {{#localizedProperties}}
                @LocalizedString public var {{property}}
            {{/localizedProperties}}
            {{#hasErrorProperties}}

                // MARK: - Error

            {{#errorProperties}}
                public let {{property}}: {{type}}
            {{/errorProperties}}
            {{/hasErrorProperties}}

                // MARK: - Identity

                public var vmId: ViewModelId = .init(type: Self.self)

                // MARK: - Initialization

                public init(responseError: {{errorRequest}}.ResponseError) {
            {{#hasErrorProperties}}
                    self.init(
            {{#errorProperties}}
                        {{property}}: {{source}}{{^isLast}},{{/isLast}}
            {{/errorProperties}}
                    )
            {{/hasErrorProperties}}
            {{^hasErrorProperties}}
                    // {{errorRequest}}.ResponseError is not in the workspace: copy what the view shows from it.
                    self.init()
            {{/hasErrorProperties}}
                }

            {{#hasErrorProperties}}
                init(
            {{#errorProperties}}
                    {{property}}: {{type}}{{^isLast}},{{/isLast}}
            {{/errorProperties}}
                ) {
            {{#errorProperties}}
                    self.{{property}} = {{property}}
            {{/errorProperties}}
                }
            {{/hasErrorProperties}}
            {{^hasErrorProperties}}
                init() {}
            {{/hasErrorProperties}}
            }

            // MARK: - Stubbable

            public extension {{viewModel}} {
                static func stub() -> Self {
            {{#hasErrorProperties}}
                    .init(
            {{#errorProperties}}
                        {{property}}: {{stubValue}}{{^isLast}},{{/isLast}}
            {{/errorProperties}}
                    )
            {{/hasErrorProperties}}
            {{^hasErrorProperties}}
                    .init()
            {{/hasErrorProperties}}
                }
            }

            """
    )

    static func context(for screen: FOSMVVMScreen) -> TemplateContext {
        screen.commonContext.merging(screen.errorContext)
    }
}
