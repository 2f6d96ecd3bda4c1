/// The conventions the generator writes (plain SwiftUI MVVM has no scaffold).
public enum ScaffoldConvention: String, Sendable, Hashable, CaseIterable {
    /// FOSMVVM.
    case fosmvvm
    /// The contract convention, in both its styles.
    case contract

    /// The default kind when a request names none.
    public var defaultKind: ViewKind {
        switch self {
        case .fosmvvm: .display
        case .contract: .stateful
        }
    }
}
