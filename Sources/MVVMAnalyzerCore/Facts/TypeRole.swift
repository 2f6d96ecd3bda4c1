/// What a type declaration is for, in MVVM terms. A type can have several roles.
public enum TypeRole: String, Sendable, Hashable, CaseIterable {
    /// Conforms to `View` or `ViewModelView`.
    case view
    /// A view model: conforms to `ViewModel` (or a refinement: `RequestableViewModel`,
    /// `LiveViewModel`, `ModelIdentifiedViewModel`), `ObservableObject` or a
    /// view-model contract, carries `@ViewModel`, or is named `…ViewModel`/`…ViewModelImpl`
    /// (also `@Observable` nested `ViewModel`).
    case viewModel
    /// A protocol a view model implements: `…ViewModelContract`, `…ViewModelProtocol`,
    /// `…ViewModelType`, `…ViewModeling` or a protocol named `…ViewModel`.
    case viewModelContract
    /// An enum named `…ViewState` (or a nested `ViewState`).
    case viewState
    /// Conforms to `PreviewProvider`.
    case previewProvider
}
