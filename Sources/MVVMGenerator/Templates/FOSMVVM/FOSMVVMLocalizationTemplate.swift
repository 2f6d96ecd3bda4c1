/// `fosmvvm.localization` — `{Name}ViewModel.yml` : every localized property keyed
/// under each configured locale; a form's field titles and validation messages under
/// `{Name}FieldsMessages`.
enum FOSMVVMLocalizationTemplate: FileTemplate {
    static let template = Template(
        id: "fosmvvm.localization",
        summary: "The localization YAML: <locale>: {Name}ViewModel: <property>: \"text\".",
        variables: FOSMVVMScreen.commonVariables + [
            TemplateVariable(
                "locales",
                .list([
                    TemplateVariable("locale", .text, "a locale key, e.g. `en`")
                ]), "the configured locales"),
            TemplateVariable(
                "enums",
                .list([
                    TemplateVariable("enumType", .text, "an enum of a field, e.g. `SessionState`"),
                    TemplateVariable(
                        "cases",
                        .list([
                            TemplateVariable("caseName", .text, "a case, e.g. `pending`"),
                            TemplateVariable("text", .text, "its default text, e.g. `Pending`"),
                        ]), "its cases"),
                ]), "the enums of the view model's fields, keyed by their names "),
        ],
        source: """
            {{#locales}}
            {{locale}}:
              {{viewModel}}:
            {{#localizedProperties}}
                {{property}}: "{{text}}"
            {{/localizedProperties}}
            {{#isForm}}
              {{messagesType}}:
            {{#formFields}}
                {{field}}:
                  title: "{{title}}"
            {{#hasValidator}}
                  validationMessages:
                    required: "{{title}} is required"
            {{/hasValidator}}
            {{/formFields}}
            {{/isForm}}
            {{#enums}}
              {{enumType}}:
            {{#cases}}
                {{caseName}}: "{{text}}"
            {{/cases}}
            {{/enums}}
            {{/locales}}

            """
    )

    static func context(for screen: FOSMVVMScreen) -> TemplateContext {
        screen.commonContext.merging([
            "locales": screen.locales.templateList("locale"),
            "enums": .list(
                screen.enumerations.map { enumeration in
                    [
                        "enumType": .text(enumeration.typeName),
                        "cases": .list(
                            enumeration.cases.map { ["caseName": .text($0), "text": .text(SwiftIdentifier.words($0))] }),
                    ]
                }),
        ])
    }
}
