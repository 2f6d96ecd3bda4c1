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

    public var email: String
    public var password: String
    public let signUpValidationMessages: SignUpFieldsMessages

    // MARK: - Identity

    public var vmId: ViewModelId = .init(type: Self.self)

    // MARK: - Initialization

    public init(
        email: String,
        password: String,
        signUpValidationMessages: SignUpFieldsMessages
    ) {
        self.email = email
        self.password = password
        self.signUpValidationMessages = signUpValidationMessages
    }
}

// MARK: - Stubbable

public extension SignUpViewModel {
    static func stub() -> Self {
        .init(
            email: "",
            password: "",
            signUpValidationMessages: .init()
        )
    }
}
