/// `fosmvvm.localization` — `{Name}ViewModel.yml` (seed 001): every localized property keyed
/// under each configured locale; a form's field titles and validation messages under
/// `{Name}FieldsMessages`.
enum FOSMVVMLocalizationTemplate: FileTemplate {
    static let template = Template(
        id: "fosmvvm.localization",
        summary: "The localization YAML: <locale>: {Name}ViewModel: <property>: \"text\".",
        variables: FOSMVVMScreen.commonVariables + [
            TemplateVariable("locales", .list([
                TemplateVariable("locale", .text, "a locale key, e.g. `en`"),
            ]), "the configured locales"),
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
        {{/locales}}

        """
    )

    static func context(for screen: FOSMVVMScreen) -> TemplateContext {
        screen.commonContext.merging(["locales": screen.locales.templateList("locale")])
    }
}
