import FOSFoundation
import FOSMVVM
import Foundation

@ViewModel
public struct SignUpViewModel: RequestableViewModel, SignUpFields {
    public typealias Request = SignUpRequest

    // MARK: - Localized UI Text

    @LocalizedString public var submitButtonLabel
    @LocalizedString public var errorTitle
    @LocalizedString public var errorMessage
    @LocalizedString public var dismissButtonLabel

    // MARK: - Form Fields

    @FormFieldModel(SignUpViewModel.emailField) public var email: String
    @FormFieldModel(SignUpViewModel.passwordField) public var password: String
    public var signUpValidationMessages: SignUpFieldsMessages = .init()

    // MARK: - Operations

    private let isStub: Bool

    public var operations: any SignUpViewModelOperations {
        isStub ? SignUpViewModelStubOperations() : SignUpViewModelLiveOperations()
    }

    // MARK: - Identity

    public var vmId: ViewModelId = .init(type: Self.self)

    // MARK: - Initialization

    public init(email: String, password: String) {
        self.init(isStub: false, email: email, password: password)
    }

    private init(isStub: Bool, email: String, password: String) {
        self.isStub = isStub
        self.$email.initialValue = email
        self.$password.initialValue = password
    }
}

// MARK: - Stubbable

public extension SignUpViewModel {
    static func stub() -> Self {
        .stub(email: "Email", password: "Password")
    }

    static func stub(email: String = "Email", password: String = "Password") -> Self {
        .init(isStub: true, email: email, password: password)
    }
}
