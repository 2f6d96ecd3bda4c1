/// `fosmvvm.viewmodel` — `{Name}ViewModel.swift` : `@ViewModel` struct, localized
/// text, data fields (dates and numbers as localizable values) or `FormFieldModel` form fields,
/// operations with stubs, `vmId` from the `id` field or the type, `stub()` and `stub(…)`.
enum FOSMVVMViewModelTemplate: FileTemplate {
    static let template = Template(
        id: "fosmvvm.viewmodel",
        summary: "The view model: @ViewModel struct, localized properties, fields, operations, vmId, stub().",
        variables: FOSMVVMScreen.commonVariables + [
            TemplateVariable("macro", .text, "`@ViewModel` or `@ViewModel(options: [.clientHostedFactory])`"),
            TemplateVariable(
                "conformances", .text, "the inheritance clause, e.g. `RequestableViewModel`; may be empty"),
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
            {{^isForm}}

                // MARK: - Data

            {{#dataFields}}
                public let {{field}}: {{type}}
            {{#displayProperty}}
                public let {{displayProperty}}: LocalizableString
            {{/displayProperty}}
            {{/dataFields}}
            {{/isForm}}
            {{#isForm}}

                // MARK: - Form Fields

            {{#formFields}}
                @FormFieldModel({{viewModel}}.{{field}}Field) public var {{field}}: {{type}}
            {{/formFields}}
                public var {{messagesProperty}}: {{messagesType}} = .init()
            {{/isForm}}
            {{#hasOperations}}

                // MARK: - Operations

                private let isStub: Bool

                public var operations: any {{operationsProtocol}} {
                    isStub ? {{stubOperations}}() : {{liveOperations}}()
                }
            {{/hasOperations}}

                // MARK: - Identity

            {{#identityField}}
                public let vmId: ViewModelId
            {{/identityField}}
            {{^identityField}}
                public var vmId: ViewModelId = .init(type: Self.self)
            {{/identityField}}

                // MARK: - Initialization

                public init({{initParameters}}) {
            {{#hasOperations}}
                    self.init(isStub: false, {{initArguments}})
                }

                private init(isStub: Bool, {{initParameters}}) {
                    self.isStub = isStub
            {{/hasOperations}}
            {{#dataFields}}
                    self.{{field}} = {{field}}
            {{#displayProperty}}
                    self.{{displayProperty}} = {{field}}.localizableString
            {{/displayProperty}}
            {{/dataFields}}
            {{#identityField}}
                    self.vmId = .init(id: {{identityField}})
            {{/identityField}}
            {{#formFields}}
                    self.${{field}}.initialValue = {{field}}
            {{/formFields}}
                }
            }

            // MARK: - Stubbable

            public extension {{viewModel}} {
                static func stub() -> Self {
                    .stub({{stubDefaults}})
                }

                static func stub({{stubParameters}}) -> Self {
                    .init({{#hasOperations}}isStub: true, {{/hasOperations}}{{stubArguments}})
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
