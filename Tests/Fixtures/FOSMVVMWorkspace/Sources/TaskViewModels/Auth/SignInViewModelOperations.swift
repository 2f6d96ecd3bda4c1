import FOSMVVM

/// What the sign-in form can do.
public protocol SignInViewModelOperations: ViewModelOperations {
    func signIn(email: String, password: String) async throws
}

/// Operations that do nothing, for stubs and previews.
public struct SignInViewModelStubOperations: SignInViewModelOperations {
    public init() {}
    public func signIn(email: String, password: String) async throws {}
}
