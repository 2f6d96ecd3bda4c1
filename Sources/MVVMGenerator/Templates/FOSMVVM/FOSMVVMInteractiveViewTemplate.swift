/// `fosmvvm.view.interactive` — `{Name}View.swift` for an interactive view (seed 000):
/// operations stored in `init`, DEBUG `repaintToggle` and `.testDataTransporter`,
/// `toggleRepaint()` after every operation, `errorBinding:` error plumbing.
enum FOSMVVMInteractiveViewTemplate: FileTemplate {
    static let template = Template(
        id: "fosmvvm.view.interactive",
        summary: "A ViewModelView calling operations, with the repaint test plumbing.",
        variables: FOSMVVMScreen.viewVariables,
        source: """
        import FOSMVVM
        import SwiftUI
        {{#viewModelsImport}}
        import {{viewModelsImport}}
        {{/viewModelsImport}}

        public struct {{view}}: ViewModelView {
        {{#hasErrorState}}
            @State private var error: Error?

        {{/hasErrorState}}
            private let viewModel: {{viewModel}}
            private let operations: {{operationsProtocol}}

            #if DEBUG
            @State private var repaintToggle = false
            #endif

            public var body: some View {
                VStack {
        {{#displayedProperties}}
                    Text(viewModel.{{property}})
        {{/displayedProperties}}
        {{#operations}}
        {{#isAsync}}
                    Button(errorBinding: $error, asyncAction: {{operation}}) {
        {{/isAsync}}
        {{^isAsync}}
                    Button(action: {{operation}}) {
        {{/isAsync}}
                        Text(viewModel.{{labelProperty}})
                    }
        {{/operations}}
                }
        {{#hasErrorAlert}}
                .alert(
                    errorBinding: $error,
                    title: viewModel.errorTitle,
                    message: viewModel.errorMessage,
                    dismissButtonLabel: viewModel.dismissButtonLabel
                )
        {{/hasErrorAlert}}
                #if DEBUG
                .testDataTransporter(viewModelOps: operations, repaintToggle: $repaintToggle)
                #endif
            }

            public init(viewModel: {{viewModel}}) {
                self.viewModel = viewModel
                self.operations = viewModel.operations
            }
        {{#operations}}

            private func {{operation}}(){{#isAsync}} async{{/isAsync}} {
        {{#isThrowing}}
                do {
                    {{call}}
                } catch {
                    self.error = error
                }
        {{/isThrowing}}
        {{^isThrowing}}
                {{call}}
        {{/isThrowing}}
                toggleRepaint()
            }
        {{/operations}}

            private func toggleRepaint() {
                #if DEBUG
                repaintToggle.toggle()
                #endif
            }
        }

        #if DEBUG
        #Preview {
            {{view}}.previewHost(
                bundle: {{previewBundle}}
            )
            .environment(AppState())
        }
        #endif

        """
    )

    static func context(for screen: FOSMVVMScreen) -> TemplateContext {
        screen.viewContext
    }
}
