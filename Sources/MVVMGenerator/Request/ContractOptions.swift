/// How a contract-convention view holds its view model.
public enum ContractViewStyle: String, Sendable, Hashable, CaseIterable {
    /// `struct {Name}View<ViewModel: {Name}ViewModelContract>` (seed 002).
    case generic
    /// `struct {Name}View` holding `{Name}ViewModel` (seed 003).
    case concrete
}

/// The modifier a stateful contract view loads its data with.
public enum LoadingModifier: String, Sendable, Hashable, CaseIterable {
    /// `.onFirstAppear { await viewModel.didAppear() }` (seed 002).
    case onFirstAppear
    /// `.task { await viewModel.load() }` (seed 003).
    case task

    /// The view-model method the modifier calls.
    public var methodName: String {
        switch self {
        case .onFirstAppear: "didAppear"
        case .task: "load"
        }
    }
}
