/// `fosmvvm.viewmodel.instance` — `{Name}ViewModel.swift` of a list child (seed 001 "Child
/// (plain ViewModel)", seed 000 "ViewModelId Initialization"): built by its parent's factory,
/// one per row, so its identity is its data's, `vmId = .init(id: id)`.
enum FOSMVVMInstanceViewModelTemplate: FileTemplate {
    static let template = Template(
        id: "fosmvvm.viewmodel.instance",
        summary: "A list child's view model: Codable, Sendable, identified by id (vmId = .init(id: id)).",
        variables: FOSMVVMScreen.commonVariables,
        source: """
        import FOSFoundation
        import FOSMVVM
        import Foundation

        @ViewModel
        public struct {{viewModel}}: Codable, Sendable {
            // MARK: - Localized UI Text

        {{#localizedProperties}}
            @LocalizedString public var {{property}}
        {{/localizedProperties}}

            // MARK: - Identity

            public let id: ModelIdType
            public var vmId: ViewModelId

            // MARK: - Initialization

            public init(id: ModelIdType) {
                self.id = id
                self.vmId = .init(id: id)
            }
        }

        // MARK: - Stubbable

        public extension {{viewModel}} {
            static func stub() -> Self {
                .init(id: .init())
            }
        }

        """
    )

    static func context(for screen: FOSMVVMScreen) -> TemplateContext {
        screen.commonContext
    }
}
