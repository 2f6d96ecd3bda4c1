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
    @FormFieldModel(SignUpViewModel.ageField) public var age: Int
    public var signUpValidationMessages: SignUpFieldsMessages = .init()

    // MARK: - Operations

    private let isStub: Bool

    public var operations: any SignUpViewModelOperations {
        isStub ? SignUpViewModelStubOperations() : SignUpViewModelLiveOperations()
    }

    // MARK: - Identity

    public var vmId: ViewModelId = .init(type: Self.self)

    // MARK: - Initialization

    public init(email: String, age: Int) {
        self.init(isStub: false, email: email, age: age)
    }

    private init(isStub: Bool, email: String, age: Int) {
        self.isStub = isStub
        self.$email.initialValue = email
        self.$age.initialValue = age
    }
}

// MARK: - Stubbable

public extension SignUpViewModel {
    static func stub() -> Self {
        .stub(email: "Email", age: 0)
    }

    static func stub(email: String = "Email", age: Int = 0) -> Self {
        .init(isStub: true, email: email, age: age)
    }
}
