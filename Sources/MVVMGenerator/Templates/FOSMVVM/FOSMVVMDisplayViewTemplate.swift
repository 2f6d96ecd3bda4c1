/// `fosmvvm.view.display` — `{Name}View.swift` for a display-only view : a
/// `ViewModelView` rendering view-model properties, previewed with `previewHost`.
enum FOSMVVMDisplayViewTemplate: FileTemplate {
    static let template = Template(
        id: "fosmvvm.view.display",
        summary: "A display-only ViewModelView.",
        variables: FOSMVVMScreen.viewVariables,
        source: """
            import FOSMVVM
            import SwiftUI
            {{#viewModelsImport}}
            import {{viewModelsImport}}
            {{/viewModelsImport}}

            public struct {{view}}: ViewModelView {
                private let viewModel: {{viewModel}}

                public var body: some View {
                    VStack {
            {{#displayedProperties}}
                        Text(viewModel.{{property}})
            {{/displayedProperties}}
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
            {{#previewArguments}}

            #Preview("With Data") {
                {{view}}.previewHost(
                    bundle: {{previewBundle}},
                    viewModel: .stub({{previewArguments}})
                )
            }
            {{/previewArguments}}
            #endif

            """
    )

    static func context(for screen: FOSMVVMScreen) -> TemplateContext {
        screen.viewContext
    }
}
