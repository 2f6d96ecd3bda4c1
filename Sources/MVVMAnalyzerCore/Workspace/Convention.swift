/// The MVVM convention a codebase follows; it decides which rules run and with what severity.
public enum Convention: String, Sendable, Hashable, Codable, CaseIterable {
    /// FOSMVVM (FOSMVVM): `ViewModelView`, `@ViewModel`, `import FOSMVVM`.
    case fosmvvm
    /// The contract convention (both contract styles): `…ViewModelContract` protocols, `…ViewState` enums.
    case contract
    /// Plain SwiftUI MVVM without a framework.
    case plain
}
