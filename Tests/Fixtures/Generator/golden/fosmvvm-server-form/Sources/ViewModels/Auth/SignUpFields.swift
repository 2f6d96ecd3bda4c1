import FOSFoundation
import FOSMVVM
import Foundation

/// The editable fields of the `SignUp` form, their presentation and validation; adopted
/// by `SignUpViewModel` and by whatever request body submits them.
public protocol SignUpFields: ValidatableModel, Codable, Sendable {
    var email: String { get set }
    var password: String { get set }

    var signUpValidationMessages: SignUpFieldsMessages { get }
}

public extension SignUpFields {
    // MARK: - Form Fields

    static var emailField: FormField<String> {
        .init(
            fieldId: .init(id: "email"),
            title: .localized(for: SignUpFieldsMessages.self, propertyName: "email", messageKey: "title"),
            type: .text(inputType: .text)
        )
    }

    static var passwordField: FormField<String> {
        .init(
            fieldId: .init(id: "password"),
            title: .localized(for: SignUpFieldsMessages.self, propertyName: "password", messageKey: "title"),
            type: .text(inputType: .text)
        )
    }

    // MARK: - Validation

    func validateEmail(_ fields: [any FormFieldBase]?) -> [ValidationResult]? {
        guard fields?.contains(Self.emailField) ?? true, email.isEmpty else { return nil }
        return [.init(status: .error, field: Self.emailField, message: signUpValidationMessages.emailRequired)]
    }

    func validatePassword(_ fields: [any FormFieldBase]?) -> [ValidationResult]? {
        guard fields?.contains(Self.passwordField) ?? true, password.isEmpty else { return nil }
        return [.init(status: .error, field: Self.passwordField, message: signUpValidationMessages.passwordRequired)]
    }

    func validate(fields: [any FormFieldBase]?, validations: Validations) -> ValidationResult.Status? {
        var results: [ValidationResult] = []
        results += validateEmail(fields) ?? []
        results += validatePassword(fields) ?? []
        validations.replace(with: results)
        return .init(for: results)
    }
}

/// The localized validation messages of `SignUpFields`.
@FieldValidationModel
public struct SignUpFieldsMessages {
    @LocalizedString("email", messageGroup: "validationMessages", messageKey: "required") public var emailRequired
    @LocalizedString("password", messageGroup: "validationMessages", messageKey: "required") public var passwordRequired

    public init() {}
}
