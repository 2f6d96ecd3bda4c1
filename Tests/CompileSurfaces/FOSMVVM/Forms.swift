// API surface of FOSMVVM: form fields (test support).
import Observation

public struct FormFieldIdentifier: Hashable, Codable, Sendable {
    public let id: String
    public init(id: String) { self.id = id }
}

public enum FormInputType: String, Codable, Sendable {
    case checkbox, date, emailAddress = "email", number, password, text
}

public enum FormFieldType: Codable, Sendable {
    case text(inputType: FormInputType)
    case textArea(inputType: FormInputType)
    case checkbox
    case colorPicker
    case select
}

public enum FormInputOption<Value: Codable & Hashable>: Codable, Hashable, Sendable {
    case required(value: Bool)
    case minLength(value: Int)
    case maxLength(value: Int)
}

public protocol FormFieldBase: Codable {
    var fieldId: FormFieldIdentifier { get }
    var type: FormFieldType { get }
    var title: LocalizableString { get }
    var placeholder: LocalizableString? { get }
}

extension Collection<FormFieldBase> {
    public func contains(_ field: FormField<some Any>) -> Bool { false }
}

public struct FormField<Value: Codable & Hashable>: FormFieldBase, Sendable {
    public let fieldId: FormFieldIdentifier
    public let title: LocalizableString
    public let type: FormFieldType
    public let placeholder: LocalizableString?
    public var options: [FormInputOption<Value>]

    public init(fieldId: FormFieldIdentifier, title: LocalizableString, placeholder: LocalizableString? = nil, type: FormFieldType, options: [FormInputOption<Value>] = []) {
        self.fieldId = fieldId
        self.title = title
        self.placeholder = placeholder
        self.type = type
        self.options = options
    }
}

/// The view-model side of a form field: its specification and an observable value.
@propertyWrapper
public final class FormFieldModel<Value: Codable & Hashable>: Codable, Observable, @unchecked Sendable {
    public var formField: FormField<Value>
    public var projectedValue: FormFieldModel { self }
    public var wrappedValue: Value {
        get { fatalError() }
        set {}
    }
    public var initialValue: Value?

    public required init(_ formField: FormField<Value>, default initialValue: Value? = nil, saveButtonTitle: LocalizableString? = nil) {
        self.formField = formField
    }
}
