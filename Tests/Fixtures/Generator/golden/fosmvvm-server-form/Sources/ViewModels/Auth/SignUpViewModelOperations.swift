import FOSMVVM
import Foundation

public protocol SignUpViewModelOperations: ViewModelOperations {
    func submit(data: SignUpViewModel) async throws
}

/// What `SignUpViewModel.operations` does in the app.
public struct SignUpViewModelLiveOperations: SignUpViewModelOperations {
    public init() {}

    public func submit(data: SignUpViewModel) async throws {
        // Send the ServerRequest (or change the local state) this action stands for.
    }
}

/// The operations of `SignUpViewModel.stub()`: they only record their calls, for previews
/// and UI tests (`testDataTransporter`).
public final class SignUpViewModelStubOperations: SignUpViewModelOperations, @unchecked Sendable {
    public private(set) var submitCalled = false

    public init() {}

    public func submit(data: SignUpViewModel) async throws {
        submitCalled = true
    }
}
