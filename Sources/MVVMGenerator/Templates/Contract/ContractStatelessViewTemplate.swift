/// `contract.view.stateless` — `{Name}View.swift` for a view model with actions only
/// (the current contract style): `let viewModel`, buttons delegating to view-model methods, one preview, the
/// preview and its stub under one `#if DEBUG`.
enum ContractStatelessViewTemplate: FileTemplate {
    static let template = Template(
        id: "contract.view.stateless",
        summary: "A view whose buttons call the view model's actions.",
        variables: ContractScreen.commonVariables,
        source: """
            {{#imports}}
            import {{module}}
            {{/imports}}

            struct {{viewDeclaration}}: View {
                let viewModel: {{viewModelType}}

                var body: some View {
                    VStack {
            {{#actions}}
                        Button(LocalizedStrings.{{element}}) {
            {{#isAsync}}
                            Task { await viewModel.{{action}}() }
            {{/isAsync}}
            {{^isAsync}}
                            viewModel.{{action}}()
            {{/isAsync}}
                        }
                        .accessibilityIdentifier(AccessibilityIdentifier.{{element}})
            {{/actions}}
                    }
                    .navigationTitle(LocalizedStrings.title)
                }
            }

            // MARK: - LocalizedStrings

            private enum LocalizedStrings {
                static var title: String { "{{screenKey}}.title".localized() }
            {{#actions}}
                static var {{element}}: String { "{{screenKey}}.{{element}}".localized() }
            {{/actions}}
            }

            // MARK: - AccessibilityIdentifiers

            private enum AccessibilityIdentifier {
            {{#actions}}
                static let {{element}} = "{{screenKey}}.{{element}}"
            {{/actions}}
            }

            // MARK: - Previews

            #if DEBUG
            {{#commentsOutPreviews}}
            /*
            {{/commentsOutPreviews}}
            #Preview {
                NavigationStack {
                    {{view}}(viewModel: {{#isGeneric}}{{previewStub}}{{/isGeneric}}{{^isGeneric}}{{viewModel}}{{/isGeneric}}())
                }
            }
            {{#commentsOutPreviews}}
            */
            {{/commentsOutPreviews}}
            {{#hasPreviewStubs}}

            // MARK: - Preview Stubs

            private final class {{previewStub}}: {{contract}} {
            {{#requirements}}
                {{declaration}} {}
            {{/requirements}}
            }
            {{/hasPreviewStubs}}
            #endif

            """
    )

    static func context(for screen: ContractScreen) -> TemplateContext {
        screen.commonContext
    }
}
