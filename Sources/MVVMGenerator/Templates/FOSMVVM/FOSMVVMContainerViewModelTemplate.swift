/// `fosmvvm.viewmodel.container` — `{Name}ViewModel.swift` of a container (seed 001 "Child
/// ViewModels": "Top-level ViewModels contain their children"): one stored property per child
/// view model (an array for list children), an optional `state`, `stub()` filled with the
/// children's stubs.
///
/// Server- and child-hosted containers take their children in `init`, defaulted so the factory
/// can start from `.init()` and fill them in. A client-hosted factory turns the `init`'s
/// parameters into its `Hashable` `AppState`, which child view models are not, so a
/// client-hosted container builds its children in `init`.
enum FOSMVVMContainerViewModelTemplate: FileTemplate {
    static let template = Template(
        id: "fosmvvm.viewmodel.container",
        summary: "A container's view model: its child view models as properties, built in init and stub().",
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

            // MARK: - Children

        {{#hasLoadingState}}
            public let state: State
        {{/hasLoadingState}}
        {{#children}}
            public let {{property}}: {{propertyType}}
        {{/children}}

            // MARK: - Identity

            public var vmId: ViewModelId = .init(type: Self.self)

            // MARK: - Initialization

        {{^isClientHosted}}
            public init(
        {{#hasLoadingState}}
                state: State = .ready,
        {{/hasLoadingState}}
        {{#children}}
                {{property}}: {{propertyType}} = {{emptyValue}}{{^isLast}},{{/isLast}}
        {{/children}}
            ) {
        {{#hasLoadingState}}
                self.state = state
        {{/hasLoadingState}}
        {{#children}}
                self.{{property}} = {{property}}
        {{/children}}
            }
        {{/isClientHosted}}
        {{#isClientHosted}}
            public init() {
        {{#hasLoadingState}}
                self.state = .ready
        {{/hasLoadingState}}
        {{#children}}
                self.{{property}} = {{emptyValue}}
        {{/children}}
            }
        {{/isClientHosted}}
        }

        // MARK: - Stubbable

        public extension {{viewModel}} {
            static func stub() -> Self {
        {{^isClientHosted}}
                .init(
        {{#hasLoadingState}}
                    state: .ready,
        {{/hasLoadingState}}
        {{#children}}
                    {{property}}: {{stubValue}}{{^isLast}},{{/isLast}}
        {{/children}}
                )
        {{/isClientHosted}}
        {{#isClientHosted}}
                .init()
        {{/isClientHosted}}
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
