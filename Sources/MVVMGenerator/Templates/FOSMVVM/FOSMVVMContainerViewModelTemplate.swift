/// `fosmvvm.viewmodel.container` — `{Name}ViewModel.swift` of a container (FOSMVVM\'s "Child
/// ViewModels": "Top-level ViewModels contain their children"): its data fields, one stored
/// property per child view model (an array for list children), an optional `state`, `stub()`
/// and `stub(…)` filling the children with their stubs.
///
/// Server- and child-hosted containers take their state and children in `init`, after the
/// fields; a new server factory passes placeholders (see `factoryArguments`). A client-hosted
/// factory turns the `init`'s parameters into its `Hashable` `AppState`, which child view models
/// are not, so a client-hosted container takes its fields only and builds its children in `init`.
enum FOSMVVMContainerViewModelTemplate: FileTemplate {
    static let template = Template(
        id: "fosmvvm.viewmodel.container",
        summary: "A container's view model: fields and child view models as properties, built in init and stub(…).",
        variables: FOSMVVMViewModelTemplate.template.variables + [
            FOSMVVMScreen.childrenVariable,
            FOSMVVMScreen.loadingStateVariable,
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
            {{#hasLoadingState}}
                /// Whether the children can be shown yet.
                public enum State: String, Codable, Sendable {
                    case loading
                    case ready
                }

            {{/hasLoadingState}}
                // MARK: - Localized UI Text

            {{#localizedProperties}}
                @LocalizedString public var {{property}}
            {{/localizedProperties}}

                // MARK: - Data

            {{#dataFields}}
                public let {{field}}: {{type}}
            {{#displayProperty}}
                public let {{displayProperty}}: LocalizableString
            {{/displayProperty}}
            {{/dataFields}}

                // MARK: - Children

            {{#hasLoadingState}}
                public let state: State
            {{/hasLoadingState}}
            {{#children}}
                public let {{property}}: {{propertyType}}
            {{/children}}

                // MARK: - Identity

            {{#identityField}}
                public let vmId: ViewModelId
            {{/identityField}}
            {{^identityField}}
                public var vmId: ViewModelId = .init(type: Self.self)
            {{/identityField}}

                // MARK: - Initialization

                public init({{initParameters}}) {
            {{#dataFields}}
                    self.{{field}} = {{field}}
            {{#displayProperty}}
                    self.{{displayProperty}} = {{field}}.localizableString
            {{/displayProperty}}
            {{/dataFields}}
            {{#identityField}}
                    self.vmId = .init(id: {{identityField}})
            {{/identityField}}
            {{^isClientHosted}}
            {{#hasLoadingState}}
                    self.state = state
            {{/hasLoadingState}}
            {{#children}}
                    self.{{property}} = {{property}}
            {{/children}}
            {{/isClientHosted}}
            {{#isClientHosted}}
                    // Build the children from the app state (the fields).
            {{#hasLoadingState}}
                    self.state = .ready
            {{/hasLoadingState}}
            {{#children}}
                    self.{{property}} = {{construction}}
            {{/children}}
            {{/isClientHosted}}
                }
            }

            // MARK: - Stubbable

            public extension {{viewModel}} {
                static func stub() -> Self {
                    .stub({{stubDefaults}})
                }

                static func stub({{stubParameters}}) -> Self {
                    .init({{stubArguments}})
                }
            }

            """
    )

    static func context(for screen: FOSMVVMScreen) -> TemplateContext {
        FOSMVVMViewModelTemplate.context(for: screen).merging([
            "children": screen.childrenContext,
            "hasLoadingState": .flag(screen.hasLoadingState),
        ])
    }
}
