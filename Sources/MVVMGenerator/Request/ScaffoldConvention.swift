/// The conventions the generator writes (plain SwiftUI MVVM has no scaffold).
public enum ScaffoldConvention: String, Sendable, Hashable, CaseIterable {
    /// FOSMVVM, seeds 000 and 001.
    case fosmvvm
    /// The contract convention, seeds 002 and 003.
    case contract

    /// The default kind when a request names none.
    public var defaultKind: ViewKind {
        switch self {
        case .fosmvvm: .display
        case .contract: .stateful
        }
    }
}
