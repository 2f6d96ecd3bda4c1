/// `plain.view` — `{Name}View.swift`: the view holding its view model as the team's views do
/// (created, when it appears too, or received; `@State`, `@StateObject`, `@ObservedObject`,
/// `@Bindable`, `let` or the environment), `View` on the type or in an extension, the team's previews, and the view
/// model's declaration where the team keeps it in the view's file.
enum PlainViewTemplate: FileTemplate {
    static let template = Template(
        id: "plain.view",
        summary: "The view, in the workspace's own style.",
        variables: PlainScreen.variables,
        source: """
            {{header}}{{viewImports}}

            {{#isViewMainActor}}
            @MainActor
            {{/isViewMainActor}}
            {{access}}struct {{view}}{{^conformsInExtension}}: View{{/conformsInExtension}} {
                {{holdingDeclaration}}
            {{#viewInitializer}}

                {{viewInitializer}}
            {{/viewInitializer}}
            {{#conformsInExtension}}
            }

            extension {{view}}: View {
            {{/conformsInExtension}}
            {{^conformsInExtension}}

            {{/conformsInExtension}}
                {{access}}var body: some View {
            {{^createsOnAppearance}}
                    Text({{property}}.title)
            {{#loadingModifier}}
                        .{{loadingModifier}} { {{property}}.refresh() }
            {{/loadingModifier}}
            {{/createsOnAppearance}}
            {{#createsOnAppearance}}
                    Group {
                        if let {{property}} {
                            Text({{property}}.title)
                        } else {
                            ProgressView()
                        }
                    }
                    .{{appearanceModifier}} {
                        if {{property}} == nil {
                            {{property}} = {{appearanceConstruction}}
                        }
                        {{property}}?.refresh()
                    }
            {{/createsOnAppearance}}
                }
            }
            {{#embeddedViewModel}}
            {{#isNested}}

            extension {{view}} {
                {{embeddedViewModel}}
            }
            {{/isNested}}
            {{^isNested}}

            {{embeddedViewModel}}
            {{/isNested}}
            {{/embeddedViewModel}}
            {{#hasPreviews}}

            {{#previewsInDebugBlock}}
            #if DEBUG
            {{/previewsInDebugBlock}}
            {{#usesPreviewMacro}}
            #Preview {
                {{previewConstruction}}
            }
            {{/usesPreviewMacro}}
            {{#usesPreviewProvider}}
            struct {{view}}_Previews: PreviewProvider {
                static var previews: some View {
                    {{providerConstruction}}
                }
            }
            {{/usesPreviewProvider}}
            {{#previewsInDebugBlock}}
            #endif
            {{/previewsInDebugBlock}}
            {{/hasPreviews}}

            """
    )

    static func context(for screen: PlainScreen) -> TemplateContext {
        screen.context(fileName: screen.view + ".swift")
    }
}
