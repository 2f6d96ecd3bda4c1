import FOSMVVM
import Foundation

public protocol SettingsViewModelOperations: ViewModelOperations {
    func performAction() async throws
}

/// What `SettingsViewModel.operations` does in the app.
public struct SettingsViewModelLiveOperations: SettingsViewModelOperations {
    public init() {}

    public func performAction() async throws {
        // Send the ServerRequest (or change the local state) this action stands for.
    }
}

/// The operations of `SettingsViewModel.stub()`: they only record their calls, for previews
/// and UI tests (`testDataTransporter`).
public final class SettingsViewModelStubOperations: SettingsViewModelOperations, @unchecked Sendable {
    public private(set) var performActionCalled = false

    public init() {}

    public func performAction() async throws {
        performActionCalled = true
    }
}
