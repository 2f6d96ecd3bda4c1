/// `fosmvvm.view.interactive` — `{Name}View.swift` for an interactive view :
/// operations stored in `init`, DEBUG `repaintToggle` and `.testDataTransporter`,
/// `toggleRepaint()` after every operation, async buttons and the error alert spelled as the
/// chosen FOSMVVM version does (`errorBinding:` in the `seeds` spelling, `error:` in 0.13).
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
                private let operations: any {{operationsProtocol}}

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
            {{#isSeeds}}
                        Button(errorBinding: $error, asyncAction: {{operation}}) {
                            Text(viewModel.{{labelProperty}})
                        }
            {{/isSeeds}}
            {{#isCurrent}}
                        Button(viewModel.{{labelProperty}}, error: $error, action: {{operation}})
            {{/isCurrent}}
            {{/isAsync}}
            {{^isAsync}}
                        Button(action: {{operation}}) {
                            Text(viewModel.{{labelProperty}})
                        }
            {{/isAsync}}
            {{/operations}}
                    }
            {{#hasErrorAlert}}
                    .alert(
            {{#isSeeds}}
                        errorBinding: $error,
            {{/isSeeds}}
            {{#isCurrent}}
                        error: $error,
            {{/isCurrent}}
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

            {{#isAsync}}
            {{#isCurrent}}
                private func {{operation}}() async throws {
                    defer { toggleRepaint() }
                    {{call}}
                }
            {{/isCurrent}}
            {{/isAsync}}
            {{#isSeeds}}
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
            {{/isSeeds}}
            {{#isCurrent}}
            {{^isAsync}}
                private func {{operation}}() {
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
            {{/isAsync}}
            {{/isCurrent}}
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
