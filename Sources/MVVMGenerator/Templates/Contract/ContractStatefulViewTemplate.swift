/// `contract.view.stateful` — `{Name}View.swift` for a view model with a `ViewState`
/// (both contract styles): `@State` view model set in `init`, the configured loading modifier, an
/// exhaustive `switch` in a `@ViewBuilder` `content`, private `LocalizedStrings` and
/// `AccessibilityIdentifier` enums, one preview per non-idle state built in that state (stub
/// view model or the view model's `init(state:)`), previews and stubs under one `#if DEBUG`.
/// A list screen renders `List` rows calling `didSelect(_:)`.
enum ContractStatefulViewTemplate: FileTemplate {
    static let template = Template(
        id: "contract.view.stateful",
        summary: "A view switching over every ViewState case, with previews per non-idle state.",
        variables: ContractScreen.commonVariables,
        source: """
            {{#imports}}
            import {{module}}
            {{/imports}}

            struct {{viewDeclaration}}: View {
                @State private var viewModel: {{viewModelType}}

                init(viewModel: {{viewModelType}}) {
                    _viewModel = State(initialValue: viewModel)
                }

                var body: some View {
                    content
            {{#usesOnFirstAppear}}
                        .onFirstAppear { await viewModel.didAppear() }
            {{/usesOnFirstAppear}}
            {{#usesTask}}
                        .task {
                            await viewModel.load()
                        }
            {{/usesTask}}
                        .navigationTitle(LocalizedStrings.title)
                }

                @ViewBuilder
                private var content: some View {
                    switch viewModel.state {
            {{#cases}}
                    case .{{caseName}}{{#bindsContent}}(let {{#isList}}items{{/isList}}{{^isList}}content{{/isList}}){{/bindsContent}}:
            {{#isIdle}}
                        Color.clear
            {{/isIdle}}
            {{#isLoading}}
                        ProgressView()
                            .accessibilityIdentifier(AccessibilityIdentifier.{{caseName}}View)
            {{/isLoading}}
            {{#isEmpty}}
                        ContentUnavailableView(
                            LocalizedStrings.{{title}}.title,
                            systemImage: "tray"
                        )
                        .accessibilityIdentifier(AccessibilityIdentifier.{{caseName}}View)
            {{/isEmpty}}
            {{#isContent}}
            {{#isList}}
                        List(items) { item in
                            Button(item.name) {
                                viewModel.didSelect(item)
                            }
                            .accessibilityIdentifier(AccessibilityIdentifier.row(id: item.id))
                        }
                        .accessibilityIdentifier(AccessibilityIdentifier.{{caseName}}View)
            {{/isList}}
            {{^isList}}
                        Text(content.name)
                            .accessibilityIdentifier(AccessibilityIdentifier.{{caseName}}View)
            {{/isList}}
            {{/isContent}}
            {{#isOther}}
                        Text(LocalizedStrings.{{title}}.title)
                            .accessibilityIdentifier(AccessibilityIdentifier.{{caseName}}View)
            {{/isOther}}
            {{#isError}}
            {{#hasRetry}}
                        ContentUnavailableView {
                            Label(LocalizedStrings.{{title}}.title, systemImage: "exclamationmark.triangle")
                        } actions: {
                            Button(LocalizedStrings.{{title}}.retryButton) {
                                Task { await viewModel.didTapOnRetryButton() }
                            }
                            .accessibilityIdentifier(AccessibilityIdentifier.retryButton)
                        }
                        .accessibilityIdentifier(AccessibilityIdentifier.{{caseName}}View)
            {{/hasRetry}}
            {{^hasRetry}}
                        ContentUnavailableView(
                            LocalizedStrings.{{title}}.title,
                            systemImage: "exclamationmark.triangle"
                        )
                        .accessibilityIdentifier(AccessibilityIdentifier.{{caseName}}View)
            {{/hasRetry}}
            {{/isError}}
            {{/cases}}
                    }
                }
            }

            // MARK: - LocalizedStrings

            private enum LocalizedStrings {
                static var title: String { "{{screenKey}}.title".localized() }
            {{#cases}}
            {{#hasStrings}}

                enum {{title}} {
                    static var title: String { "{{screenKey}}.{{caseName}}.title".localized() }
            {{#isError}}
            {{#hasRetry}}
                    static var retryButton: String { "{{screenKey}}.{{caseName}}.retryButton".localized() }
            {{/hasRetry}}
            {{/isError}}
                }
            {{/hasStrings}}
            {{/cases}}
            }

            // MARK: - AccessibilityIdentifiers

            private enum AccessibilityIdentifier {
            {{#visibleCases}}
                static let {{caseName}}View = "{{screenKey}}.{{caseName}}View"
            {{/visibleCases}}
            {{#hasRetry}}
                static let retryButton = "{{screenKey}}.retryButton"
            {{/hasRetry}}
            {{#isList}}

                static func row(id: Int) -> String {
                    "{{screenKey}}.row.\\(id)"
                }
            {{/isList}}
            }

            // MARK: - Previews

            #if DEBUG
            {{#commentsOutPreviews}}
            /*
            {{/commentsOutPreviews}}
            {{#visibleCases}}
            {{^isFirst}}

            {{/isFirst}}
            #Preview("{{title}}") {
                NavigationStack {
                    {{view}}(viewModel: {{#isGeneric}}{{previewStub}}{{/isGeneric}}{{^isGeneric}}{{viewModel}}{{/isGeneric}}(state: {{previewState}}))
                }
            }
            {{/visibleCases}}
            {{#commentsOutPreviews}}
            */
            {{/commentsOutPreviews}}
            {{#hasPreviewStubs}}

            // MARK: - Preview Stubs
            {{/hasPreviewStubs}}
            {{#isGeneric}}

            @Observable
            private final class {{previewStub}}: {{contract}} {
                var state: {{viewState}}

                init(state: {{viewState}}) {
                    self.state = state
                }

            {{#requirements}}
                {{declaration}} {}
            {{/requirements}}
            }
            {{/isGeneric}}
            {{#hasContent}}

            private extension {{contentType}} {
            {{#isList}}
                static func previewStub(id: Int = 1, name: String = "Sample Name") -> {{contentType}} {
                    {{contentType}}(id: id, name: name)
                }
            {{/isList}}
            {{^isList}}
                static func previewStub(name: String = "Sample Name") -> {{contentType}} {
                    {{contentType}}(name: name)
                }
            {{/isList}}
            }
            {{/hasContent}}
            {{#usesPreviewError}}

            private enum PreviewError: LocalizedError {
                case failed

                var errorDescription: String? { "Failed to load" }
            }
            {{/usesPreviewError}}
            #endif

            """
    )

    static func context(for screen: ContractScreen) -> TemplateContext {
        screen.commonContext
    }
}
