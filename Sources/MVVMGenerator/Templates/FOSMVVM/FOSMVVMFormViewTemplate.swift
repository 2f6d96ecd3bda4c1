/// `fosmvvm.view.form` — `{Name}View.swift` for a form : a `FormFieldView` per field
/// focused through `@FocusState`, the `Validations` environment, submit disabled on validation
/// errors and refused while the fields are invalid, the server's `ValidationError` (server
/// hosting) kept apart from other errors, async plumbing as the chosen FOSMVVM version spells it.
enum FOSMVVMFormViewTemplate: FileTemplate {
    static let template = Template(
        id: "fosmvvm.view.form",
        summary: "A ViewModelView editing a Fields view model with FormFieldViews and Validations.",
        variables: FOSMVVMScreen.viewVariables + [
            TemplateVariable(
                "submit",
                .list([
                    TemplateVariable("operation", .text, "the submitting operation, e.g. `submit`"),
                    TemplateVariable("call", .text, "its call, e.g. `try await operations.submit(data: viewModel)`"),
                    TemplateVariable("labelProperty", .text, "the localized property labelling the submit button"),
                ]), "the submitting operation (one item)")
        ],
        source: """
            import FOSMVVM
            import SwiftUI
            {{#viewModelsImport}}
            import {{viewModelsImport}}
            {{/viewModelsImport}}

            public struct {{view}}: ViewModelView {
                @Environment(Validations.self) private var validations
                @FocusState private var focusField: FormFieldIdentifier?
                @State private var error: Error?

                private let viewModel: {{viewModel}}
                private let operations: any {{operationsProtocol}}

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
                            focusField: $focusField,
            {{#hasValidator}}
                            fieldValidator: viewModel.{{validator}},
            {{/hasValidator}}
                            validations: validations
                        )
            {{/formFields}}
            {{#submit}}
            {{#isSeeds}}
                        Button(errorBinding: $error, asyncAction: {{operation}}) {
                            Text(viewModel.{{labelProperty}})
                        }
                        .disabled(validations.hasError)
            {{/isSeeds}}
            {{#isCurrent}}
                        Button(viewModel.{{labelProperty}}, error: $error, action: {{operation}})
                            .disabled(validations.hasError)
            {{/isCurrent}}
            {{/submit}}
                    }
            {{#submit}}
            {{#isSeeds}}
                    .onAsyncSubmit {
                        await {{operation}}()
                    }
            {{/isSeeds}}
            {{#isCurrent}}
                    .onSubmit {
                        Task {
                            do { try await {{operation}}() } catch { self.error = error }
                        }
                    }
            {{/isCurrent}}
            {{/submit}}
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
            {{#submit}}

            {{#isSeeds}}
                private func {{operation}}() async {
                    let validations = validations
                    _ = viewModel.validate(validations: validations)
                    guard !validations.hasError else { return }
                    do {
                        {{call}}
            {{#isServerHosted}}
                    } catch let error as ValidationError {
                        validations.replace(with: error.validations)
            {{/isServerHosted}}
                    } catch {
                        self.error = error
                    }
                    toggleRepaint()
                }
            {{/isSeeds}}
            {{#isCurrent}}
                private func {{operation}}() async throws {
                    defer { toggleRepaint() }
                    let validations = validations
                    _ = viewModel.validate(validations: validations)
                    guard !validations.hasError else { return }
            {{#isServerHosted}}
                    do {
                        {{call}}
                    } catch let error as ValidationError {
                        validations.replace(with: error.validations)
                    }
            {{/isServerHosted}}
            {{^isServerHosted}}
                    {{call}}
            {{/isServerHosted}}
                }
            {{/isCurrent}}
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
                .environment(Validations())
            }
            {{#previewArguments}}

            #Preview("With Data") {
                {{view}}.previewHost(
                    bundle: {{previewBundle}},
                    viewModel: .stub({{previewArguments}})
                )
                .environment(Validations())
            }
            {{/previewArguments}}
            #endif

            """
    )

    static func context(for screen: FOSMVVMScreen) -> TemplateContext {
        let submit = screen.operations.prefix(1).map { operation -> TemplateContext in
            [
                "operation": .text(operation.name), "call": .text(operation.call),
                "labelProperty": .text(operation.labelProperty),
            ]
        }
        return screen.viewContext.merging(["submit": .list(submit)])
    }
}
