/// What a generated view does (seed 000 categories for FOSMVVM, seeds 002/003 for contract).
public enum ViewKind: String, Sendable, Hashable, CaseIterable {
    /// FOSMVVM: renders view-model properties only.
    case display
    /// FOSMVVM: calls operations (repaint plumbing, test data transporter).
    case interactive
    /// FOSMVVM: edits a `{Name}Fields` view model with `FormFieldView`s and `Validations`.
    case form
    /// FOSMVVM: composes child views with `.bind(appState:)`.
    case container
    /// Contract: a view model with a `ViewState` (the contract default).
    case stateful
    /// Contract: a view model with actions only.
    case stateless

    /// The kinds a convention generates.
    public static func kinds(for convention: ScaffoldConvention) -> [ViewKind] {
        switch convention {
        case .fosmvvm: [.display, .interactive, .form, .container]
        case .contract: [.stateful, .stateless]
        }
    }
}
