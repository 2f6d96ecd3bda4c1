/// `fosmvvm.operations` — `{Name}ViewModelOperations.swift` ( the library's operations
/// pattern): the operations protocol of an interactive or form view model, the live operations
/// the view model returns and the stub operations `stub()` returns, which record their calls.
enum FOSMVVMOperationsTemplate: FileTemplate {
    static let template = Template(
        id: "fosmvvm.operations",
        summary: "The {Name}ViewModelOperations protocol with its live and stub implementations.",
        variables: FOSMVVMScreen.commonVariables,
        source: """
            import FOSMVVM
            import Foundation

            public protocol {{operationsProtocol}}: ViewModelOperations {
            {{#operations}}
                func {{declaration}}
            {{/operations}}
            }

            /// What `{{viewModel}}.operations` does in the app.
            public struct {{liveOperations}}: {{operationsProtocol}} {
                public init() {}
            {{#operations}}

                public func {{declaration}} {
                    // Send the ServerRequest (or change the local state) this action stands for.
                }
            {{/operations}}
            }

            /// The operations of `{{viewModel}}.stub()`: they only record their calls, for previews
            /// and UI tests (`testDataTransporter`).
            public final class {{stubOperations}}: {{operationsProtocol}}, @unchecked Sendable {
            {{#operations}}
                public private(set) var {{operation}}Called = false
            {{/operations}}

                public init() {}
            {{#operations}}

                public func {{declaration}} {
                    {{operation}}Called = true
                }
            {{/operations}}
            }

            """
    )

    static func context(for screen: FOSMVVMScreen) -> TemplateContext {
        screen.commonContext
    }
}
