/// The MVVM convention a codebase follows; it decides which rules run and with what severity.
public enum Convention: String, Sendable, Hashable, Codable, CaseIterable {
    /// FOSMVVM (seeds 000/001): `ViewModelView`, `@ViewModel`, `import FOSMVVM`.
    case fosmvvm
    /// The contract convention (seeds 002/003): `…ViewModelContract` protocols, `…ViewState` enums.
    case contract
    /// Plain SwiftUI MVVM without a framework.
    case plain
}
