/// `fosmvvm.viewmodel.result` — `{Name}ViewModel.swift` wrapping the possible outcomes of one
/// operation (FOSMVVM\'s "Result/Error Handling Pattern"): a `Result` enum holding one specific
/// view model per case, no `any ViewModel` existential, no generic error case.
enum FOSMVVMResultViewModelTemplate: FileTemplate {
    static let template = Template(
        id: "fosmvvm.viewmodel.result",
        summary: "A wrapper view model whose Result enum holds one view model per outcome.",
        variables: FOSMVVMScreen.commonVariables + FOSMVVMScreen.resultVariables,
        source: """
            import FOSFoundation
            import FOSMVVM
            import Foundation

            @ViewModel
            public struct {{viewModel}}: Codable, Sendable {
                public enum Result: Codable, Sendable {
            {{#resultCases}}
                    case {{caseName}}({{caseViewModel}})
            {{/resultCases}}
                }

                public let result: Result

                // MARK: - Identity

                public var vmId: ViewModelId = .init(type: Self.self)

                // MARK: - Initialization

                public init(result: Result) {
                    self.result = result
                }
            }

            // MARK: - Stubbable

            public extension {{viewModel}} {
                static func stub() -> Self {
                    .init(result: .{{stubCase}}(.stub()))
                }
            }

            """
    )

    static func context(for screen: FOSMVVMScreen) -> TemplateContext {
        screen.commonContext.merging(screen.resultContext)
    }
}
