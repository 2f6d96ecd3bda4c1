/// `fosmvvm.view.form` — `{Name}View.swift` for a form (seed 000): `FormFieldView` per field,
/// `Validations` environment, submit disabled on validation errors, validation errors from
/// the request's `ResponseError` kept apart from other errors.
enum FOSMVVMFormViewTemplate: FileTemplate {
    static let template = Template(
        id: "fosmvvm.view.form",
        summary: "A ViewModelView editing a Fields view model with FormFieldViews and Validations.",
        variables: FOSMVVMScreen.viewVariables + [
            TemplateVariable("submit", .list([
                TemplateVariable("operation", .text, "the submitting operation, e.g. `submit`"),
                TemplateVariable("call", .text, "its call, e.g. `try await operations.submit(data: viewModel)`"),
                TemplateVariable("labelProperty", .text, "the localized property labelling the submit button"),
            ]), "the submitting operation (one item)"),
        ],
        source: """
        import FOSMVVM
        import SwiftUI
        {{#viewModelsImport}}
        import {{viewModelsImport}}
        {{/viewModelsImport}}

        public struct {{view}}: ViewModelView {
            @Environment(Validations.self) private var validations
            @Environment(\\.focusState) private var focusField
            @State private var error: Error?

            private let viewModel: {{viewModel}}
            private let operations: {{operationsProtocol}}

            #if DEBUG
            @State private var repaintToggle = false
            #endif

            public var body: some View {
                Form {
        {{#displayedProperties}}
                    Text(viewModel.{{property}})
        {{/displayedProperties}}
        {{#formFields}}
                    FormFieldView(
                        fieldModel: viewModel.${{field}},
                        focusField: focusField,
                        fieldValidator: viewModel.{{validator}},
                        validations: validations
                    )
        {{/formFields}}
        {{#submit}}
                    Button(errorBinding: $error, asyncAction: {{operation}}) {
                        Text(viewModel.{{labelProperty}})
                    }
                    .disabled(validations.hasError)
        {{/submit}}
                }
        {{#submit}}
                .onAsyncSubmit {
                    await {{operation}}()
                }
        {{/submit}}
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
        {{#submit}}

            private func {{operation}}() async {
                let validations = validations
                do {
                    {{call}}
                } catch let error as {{request}}.ResponseError {
                    if !error.validationResults.isEmpty {
                        validations.replace(with: error.validationResults)
                    } else {
                        self.error = error
                    }
                } catch {
                    self.error = error
                }
                toggleRepaint()
            }
        {{/submit}}

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
        let submit = screen.operations.prefix(1).map { operation -> TemplateContext in
            ["operation": .text(operation.name), "call": .text(operation.call), "labelProperty": .text(operation.labelProperty)]
        }
        return screen.viewContext.merging(["submit": .list(submit)])
    }
}
