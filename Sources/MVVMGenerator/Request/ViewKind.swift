/// What a generated view does (FOSMVVM's categories, or the contract convention's).
public enum ViewKind: String, Sendable, Hashable, CaseIterable {
    /// FOSMVVM: renders view-model properties only.
    case display
    /// FOSMVVM: calls operations (repaint plumbing, test data transporter).
    case interactive
    /// FOSMVVM: edits a `{Name}Fields` view model with `FormFieldView`s and `Validations`.
    case form
    /// FOSMVVM: embeds child view models (generated with their views) and renders each child
    /// view with the parent's child view model.
    case container
    /// FOSMVVM: a client-hosted view model showing one request's `ResponseError` (FOSMVVM
    /// "Error Display Pattern").
    case error
    /// FOSMVVM: a wrapper view model whose `Result` enum holds one view model per outcome, and
    /// the view switching over it (FOSMVVM\'s "Result/Error Handling Pattern").
    case result
    /// FOSMVVM, not a screen: a verb-specific `ServerRequest` (`{Noun}{Verb}Request`), the
    /// controller serving it and its tests (`fosmvvm-serverrequest-generator`,
    /// `fosmvvm-serverrequest-test-generator`).
    case request
    /// FOSMVVM, not a screen: the `LocalizableTestCase` suite of an existing view model
    /// (`{Name}ViewModelTests`: codable round-trip, version stability, translations through
    /// `expectFullViewModelTests`, as `fosmvvm-viewmodel-test-generator` writes it).
    case viewModelTest = "viewmodel-test"
    /// Contract: a view model with a `ViewState` (the contract default).
    case stateful
    /// Contract: a view model with actions only.
    case stateless
    /// Plain: a view model and its view, as the workspace writes its screens.
    case screen

    /// The kinds of a convention that are not screens: they write a view model's or a
    /// request's companion files, not a view model and its view, and are no `scaffold: kind:` default.
    public static func companionKinds(for convention: ScaffoldConvention) -> [ViewKind] {
        convention == .fosmvvm ? [.request, .viewModelTest] : []
    }

    /// The screen kinds a convention generates.
    public static func kinds(for convention: ScaffoldConvention) -> [ViewKind] {
        switch convention {
        case .fosmvvm: [.display, .interactive, .form, .container, .error, .result]
        case .contract: [.stateful, .stateless]
        case .plain: [.screen]
        }
    }
}
