/// `fosmvvm.view.container` — `{Name}View.swift` for a container view (seed 000): child views
/// bound with `.bind(appState:)`.
enum FOSMVVMContainerViewTemplate: FileTemplate {
    static let template = Template(
        id: "fosmvvm.view.container",
        summary: "A ViewModelView composing child views with .bind(appState:).",
        variables: FOSMVVMScreen.viewVariables,
        source: """
        import FOSMVVM
        import SwiftUI
        {{#viewModelsImport}}
        import {{viewModelsImport}}
        {{/viewModelsImport}}

        public struct {{view}}: ViewModelView {
            @Environment(AppState.self) private var appState

            private let viewModel: {{viewModel}}

            public var body: some View {
                VStack {
        {{#displayedProperties}}
                    Text(viewModel.{{property}})
        {{/displayedProperties}}
        {{#children}}
                    {{childView}}.bind(
                        appState: .init()
                    )
        {{/children}}
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
