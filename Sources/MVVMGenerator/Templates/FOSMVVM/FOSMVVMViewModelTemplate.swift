/// `fosmvvm.viewmodel` — `{Name}ViewModel.swift` (seed 001): `@ViewModel` struct, localized
/// text, form fields, singleton `vmId`, `stub()`.
enum FOSMVVMViewModelTemplate: FileTemplate {
    static let template = Template(
        id: "fosmvvm.viewmodel",
        summary: "The view model: @ViewModel struct, localized properties, vmId, stub().",
        variables: FOSMVVMScreen.commonVariables + [
            TemplateVariable("macro", .text, "`@ViewModel` or `@ViewModel(options: [.clientHostedFactory])`"),
            TemplateVariable("conformances", .text, "the inheritance clause, e.g. `RequestableViewModel`; may be empty"),
        ],
        source: """
        import FOSFoundation
        import FOSMVVM
        import Foundation

        {{macro}}
        public struct {{viewModel}}{{#conformances}}: {{conformances}}{{/conformances}} {
        {{#isServerHosted}}
            public typealias Request = {{request}}

        {{/isServerHosted}}
            // MARK: - Localized UI Text

        {{#localizedProperties}}
            @LocalizedString public var {{property}}
        {{/localizedProperties}}
        {{#isForm}}

            // MARK: - Form Fields

        {{#formFields}}
            public var {{field}}: String
        {{/formFields}}
            public let {{messagesProperty}}: {{messagesType}}
        {{/isForm}}

            // MARK: - Identity

            public var vmId: ViewModelId = .init(type: Self.self)

            // MARK: - Initialization

        {{^isForm}}
            public init() {}
        {{/isForm}}
        {{#isForm}}
            public init(
        {{#formFields}}
                {{field}}: String,
        {{/formFields}}
                {{messagesProperty}}: {{messagesType}}
            ) {
        {{#formFields}}
                self.{{field}} = {{field}}
        {{/formFields}}
                self.{{messagesProperty}} = {{messagesProperty}}
            }
        {{/isForm}}
        }

        // MARK: - Stubbable

        public extension {{viewModel}} {
            static func stub() -> Self {
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
        var conformances: [String] = []
        switch screen.hosting {
        case .server: conformances = ["RequestableViewModel"]
        case .client: conformances = []
        case .child: conformances = ["Codable", "Sendable"]
        }
        if screen.kind == .form { conformances.append(screen.fieldsProtocol) }
        return screen.commonContext.merging([
            "macro": .text(screen.hosting == .client ? "@ViewModel(options: [.clientHostedFactory])" : "@ViewModel"),
            "conformances": .text(conformances.joined(separator: ", ")),
        ])
    }
}
