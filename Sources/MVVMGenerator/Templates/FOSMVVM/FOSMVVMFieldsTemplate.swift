/// `fosmvvm.fields` — `{Name}Fields.swift` (FOSMVVM\'s "Form ViewModels", the library's Fields
/// pattern): the `{Name}Fields` protocol a form view model adopts, with a `FormField` and a
/// validator per field, and its `@FieldValidationModel` messages `{Name}FieldsMessages`.
enum FOSMVVMFieldsTemplate: FileTemplate {
    static let template = Template(
        id: "fosmvvm.fields",
        summary: "The {Name}Fields protocol of a form: FormFields, validation, {Name}FieldsMessages.",
        variables: FOSMVVMScreen.commonVariables,
        source: """
            import FOSFoundation
            import FOSMVVM
            import Foundation

            /// The editable fields of the `{{name}}` form, their presentation and validation; adopted
            /// by `{{viewModel}}` and by whatever request body submits them.
            public protocol {{fieldsProtocol}}: ValidatableModel, Codable, Sendable {
            {{#formFields}}
                var {{field}}: {{type}} { get set }
            {{/formFields}}

                var {{messagesProperty}}: {{messagesType}} { get }
            }

            public extension {{fieldsProtocol}} {
                // MARK: - Form Fields
            {{#formFields}}

                static var {{field}}Field: FormField<{{type}}> {
                    .init(
                        fieldId: .init(id: "{{field}}"),
                        title: .localized(for: {{messagesType}}.self, propertyName: "{{field}}", messageKey: "title"),
                        type: {{formFieldType}}
                    )
                }
            {{/formFields}}

                // MARK: - Validation
            {{#formFields}}
            {{#hasValidator}}

                func {{validator}}(_ fields: [any FormFieldBase]?) -> [ValidationResult]? {
                    guard fields?.contains(Self.{{field}}Field) ?? true, {{field}}.isEmpty else { return nil }
                    return [.init(status: .error, field: Self.{{field}}Field, message: {{messagesProperty}}.{{field}}Required)]
                }
            {{/hasValidator}}
            {{/formFields}}

                func validate(fields: [any FormFieldBase]?, validations: Validations) -> ValidationResult.Status? {
                    var results: [ValidationResult] = []
            {{#formFields}}
            {{#hasValidator}}
                    results += {{validator}}(fields) ?? []
            {{/hasValidator}}
            {{/formFields}}
                    validations.replace(with: results)
                    return .init(for: results)
                }
            }

            /// The localized validation messages of `{{fieldsProtocol}}`.
            @FieldValidationModel
            public struct {{messagesType}} {
            {{#formFields}}
            {{#hasValidator}}
                @LocalizedString("{{field}}", messageGroup: "validationMessages", messageKey: "required") public var {{field}}Required
            {{/hasValidator}}
            {{/formFields}}

                public init() {}
            }

            """
    )

    static func context(for screen: FOSMVVMScreen) -> TemplateContext {
        screen.commonContext
    }
}
