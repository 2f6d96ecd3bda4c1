/// What a generated file is; `PlacementOverrides` assigns a folder per role.
public enum FileRole: String, Sendable, Hashable, CaseIterable {
    case viewModel
    case request
    /// The `ServerRequestController` serving a verb request.
    case controller
    /// The VaporTesting tests of a verb request.
    case requestTests
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

    /// Tests: placed in a test module, and left out where the workspace's screens have no
    /// tests of their kind.
    var isTest: Bool {
        [.viewModelTests, .snapshotTests, .requestTests].contains(self)
    }

    /// Files that live with the screen's view model or view: where the workspace's screens
    /// have none of their kind, they go beside the new view model.
    var livesWithTheScreen: Bool {
        [.viewModel, .view, .contract, .viewState, .operations, .fields, .request].contains(self)
    }
}
