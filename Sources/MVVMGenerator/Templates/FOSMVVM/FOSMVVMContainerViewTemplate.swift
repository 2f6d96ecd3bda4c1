/// `fosmvvm.view.container` — `{Name}View.swift` for a container view (FOSMVVM\'s "Container
/// Views"): the parent's view model embeds its children's view models, and the view hands each
/// one to its child view with `{Child}View(viewModel: viewModel.{child})`, a list through
/// `ForEach`.
///
/// Why not `.bind(appState:)`: FOSMVVM 0.13 offers `bind` only for a `RequestableViewModel`
/// (fetched from the server, or built by a client-hosted factory from `AppState`). A child
/// view model is built by its parent's factory and has no request, so the library's way to
/// show it is `ViewModelView.init(viewModel:)`, the initializer every `ViewModelView` has.
/// With a loading state, the children show once `viewModel.state` is `ready` (FOSMVVM's
/// `switch viewModel.state`), a `ProgressView` before.
enum FOSMVVMContainerViewTemplate: FileTemplate {
    static let template = Template(
        id: "fosmvvm.view.container",
        summary: "A ViewModelView rendering the child view models its view model embeds, each with its view.",
        variables: FOSMVVMScreen.viewVariables,
        source: """
            import FOSMVVM
            import SwiftUI
            {{#viewModelsImport}}
            import {{viewModelsImport}}
            {{/viewModelsImport}}

            public struct {{view}}: ViewModelView {
                private let viewModel: {{viewModel}}

                public var body: some View {
                    VStack {
            {{#displayedProperties}}
                        Text(viewModel.{{property}})
            {{/displayedProperties}}
            {{#hasLoadingState}}
                        switch viewModel.state {
                        case .loading:
                            ProgressView()
                        case .ready:
                            childViews
                        }
            {{/hasLoadingState}}
            {{^hasLoadingState}}
                        childViews
            {{/hasLoadingState}}
                    }
                }

                @ViewBuilder private var childViews: some View {
            {{#children}}
            {{#isSingle}}
                    {{childView}}(viewModel: viewModel.{{property}})
            {{/isSingle}}
            {{#isOptional}}
                    if let {{element}} = viewModel.{{property}} {
                        {{childView}}(viewModel: {{element}})
                    }
            {{/isOptional}}
            {{#isList}}
                    ForEach(viewModel.{{property}}) { {{element}} in
                        {{childView}}(viewModel: {{element}})
                    }
            {{/isList}}
            {{/children}}
                }

                public init(viewModel: {{viewModel}}) {
                    self.viewModel = viewModel
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
