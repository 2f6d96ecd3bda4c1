/// `contract.view.stateful` — `{Name}View.swift` for a view model with a `ViewState`
/// (seeds 002/003): `@State` view model set in `init`, the configured loading modifier, an
/// exhaustive `switch` in a `@ViewBuilder` `content`, private `LocalizedStrings` and
/// `AccessibilityIdentifier` enums, one preview per non-idle state, preview stubs under `#if DEBUG`.
enum ContractStatefulViewTemplate: FileTemplate {
    static let template = Template(
        id: "contract.view.stateful",
        summary: "A view switching over every ViewState case, with previews per non-idle state.",
        variables: ContractScreen.commonVariables,
        source: """
        import SwiftUI

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
                case .{{caseName}}{{#bindsContent}}(let content){{/bindsContent}}:
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
                    Text(content.name)
                        .accessibilityIdentifier(AccessibilityIdentifier.{{caseName}}View)
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
        }

        {{#commentsOutPreviews}}
        /*
        {{/commentsOutPreviews}}
        // MARK: - Previews
        {{#visibleCases}}

        #Preview("{{title}}") {
            NavigationStack {
                {{view}}(viewModel: {{#isGeneric}}{{previewStub}}{{/isGeneric}}{{^isGeneric}}{{viewModel}}{{/isGeneric}}(state: {{previewState}}))
            }
        }
        {{/visibleCases}}
        {{#commentsOutPreviews}}
        */
        {{/commentsOutPreviews}}

        // MARK: - Preview Stubs

        #if DEBUG
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
            static func previewStub(name: String = "Sample Name") -> {{contentType}} {
                {{contentType}}(name: name)
            }
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
