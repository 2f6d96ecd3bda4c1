/// `fosmvvm.view.result` — `{Name}View.swift` of a result wrapper (FOSMVVM\'s "Result/Error
/// Handling Pattern"): switches over `viewModel.result` and renders each case's view model with
/// its own view.
enum FOSMVVMResultViewTemplate: FileTemplate {
    static let template = Template(
        id: "fosmvvm.view.result",
        summary: "A ViewModelView switching over its view model's Result, one view per case.",
        variables: FOSMVVMScreen.viewVariables + FOSMVVMScreen.resultVariables,
        source: """
            import FOSMVVM
            import SwiftUI
            {{#viewModelsImport}}
            import {{viewModelsImport}}
            {{/viewModelsImport}}

            public struct {{view}}: ViewModelView {
                private let viewModel: {{viewModel}}

                public var body: some View {
                    switch viewModel.result {
            {{#resultCases}}
                    case .{{caseName}}(let {{caseName}}):
                        {{caseView}}(viewModel: {{caseName}})
            {{/resultCases}}
                    }
                }

                public init(viewModel: {{viewModel}}) {
                    self.viewModel = viewModel
                }
            }

            #if DEBUG
            #Preview {
                {{view}}.previewHost(
                    bundle: {{previewBundle}}
                )
            }
            #endif

            """
    )

    static func context(for screen: FOSMVVMScreen) -> TemplateContext {
        screen.viewContext.merging(screen.resultContext)
    }
}
