/// How a contract-convention view holds its view model.
public enum ContractViewStyle: String, Sendable, Hashable, CaseIterable {
    /// `struct {Name}View<ViewModel: {Name}ViewModelContract>` (the current contract style).
    case generic
    /// `struct {Name}View` holding `{Name}ViewModel` (the earlier contract style).
    case concrete
}

/// The modifier a stateful contract view loads its data with.
public enum LoadingModifier: String, Sendable, Hashable, CaseIterable {
    /// `.onFirstAppear { await viewModel.didAppear() }` (the current contract style).
    case onFirstAppear
    /// `.task { await viewModel.load() }` (the earlier contract style).
    case task

    /// The view-model method the modifier calls.
    public var methodName: String {
        switch self {
        case .onFirstAppear: "didAppear"
        case .task: "load"
        }
    }
}
