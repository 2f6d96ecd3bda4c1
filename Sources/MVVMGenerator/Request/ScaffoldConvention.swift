/// The conventions the generator writes.
public enum ScaffoldConvention: String, Sendable, Hashable, CaseIterable {
    /// FOSMVVM.
    case fosmvvm
    /// The contract convention, in both its styles.
    case contract
    /// Plain SwiftUI MVVM, in the workspace's own style (`PlainStyle`).
    case plain

    /// The default kind when a request names none.
    public var defaultKind: ViewKind {
        switch self {
        case .fosmvvm: .display
        case .contract: .stateful
        case .plain: .screen
        }
    }
}
