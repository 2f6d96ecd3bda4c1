import FOSMVVM
import Foundation

public protocol CheckoutViewModelOperations: ViewModelOperations {
    func performAction() async throws
}

/// What `CheckoutViewModel.operations` does in the app.
public struct CheckoutViewModelLiveOperations: CheckoutViewModelOperations {
    public init() {}

    public func performAction() async throws {
        // Send the ServerRequest (or change the local state) this action stands for.
    }
}

/// The operations of `CheckoutViewModel.stub()`: they only record their calls, for previews
/// and UI tests (`testDataTransporter`).
public final class CheckoutViewModelStubOperations: CheckoutViewModelOperations, @unchecked Sendable {
    public private(set) var performActionCalled = false

    public init() {}

    public func performAction() async throws {
        performActionCalled = true
    }
}
