import FOSMVVM

/// The sign-in form.
@ViewModel
public struct SignInViewModel: RequestableViewModel, SignInFields {
    public typealias Request = SignInRequest

    public var email: String
    public var password: String
    @LocalizedString public var pageTitle
    @LocalizedString public var submitButtonLabel
    @LocalizedString public var forgotPasswordLabel
    @LocalizedString public var errorTitle
    @LocalizedString public var errorMessage
    @LocalizedString public var dismissButtonLabel
    public let signInValidationMessages: SignInFieldsMessages
    public let operations: any SignInViewModelOperations

    public var vmId: ViewModelId = .init(type: Self.self)

    public init(email: String, operations: any SignInViewModelOperations) {
        self.email = email
        self.password = ""
        self.signInValidationMessages = .init()
        self.operations = operations
    }
}

public extension SignInViewModel {
    static func stub() -> Self {
        .init(email: "ada@example.com", operations: SignInViewModelStubOperations())
    }
}
