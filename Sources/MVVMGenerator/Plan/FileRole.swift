/// What a generated file is; `PlacementOverrides` assigns a folder per role.
public enum FileRole: String, Sendable, Hashable, CaseIterable {
    case viewModel
    case request
    case localization
    case factory
    case operations
    case fields
    case view
    case contract
    case viewState
    case viewModelTests
    case snapshotTests
    /// A helper the generated code calls and the workspace lacks, e.g. `String.localized()`.
    case support
}
