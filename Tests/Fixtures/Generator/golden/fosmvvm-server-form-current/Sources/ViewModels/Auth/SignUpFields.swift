import FOSFoundation
import FOSMVVM
import Foundation

/// The editable fields of the `SignUp` form, their presentation and validation; adopted
/// by `SignUpViewModel` and by whatever request body submits them.
public protocol SignUpFields: ValidatableModel, Codable, Sendable {
    var email: String { get set }
    var age: Int { get set }

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

    static var ageField: FormField<Int> {
        .init(
            fieldId: .init(id: "age"),
            title: .localized(for: SignUpFieldsMessages.self, propertyName: "age", messageKey: "title"),
            type: .text(inputType: .number)
        )
    }

    // MARK: - Validation

    func validateEmail(_ fields: [any FormFieldBase]?) -> [ValidationResult]? {
        guard fields?.contains(Self.emailField) ?? true, email.isEmpty else { return nil }
        return [.init(status: .error, field: Self.emailField, message: signUpValidationMessages.emailRequired)]
    }

    func validate(fields: [any FormFieldBase]?, validations: Validations) -> ValidationResult.Status? {
        var results: [ValidationResult] = []
        results += validateEmail(fields) ?? []
        validations.replace(with: results)
        return .init(for: results)
    }
}

/// The localized validation messages of `SignUpFields`.
@FieldValidationModel
public struct SignUpFieldsMessages {
    @LocalizedString("email", messageGroup: "validationMessages", messageKey: "required") public var emailRequired

    public init() {}
}
