// API surface of FOSMVVM (FOSUtilities) for type-checking generated code on Linux (test
// support, not an implementation). Compiled twice: with `-D FOSMVVM_SEEDS` as FOSMVVM
// spell the API, without as FOSUtilities 0.13 declares it. Bodies only satisfy the compiler.
@_exported import FOSFoundation

public typealias LocalizableId = String

/// Implemented by `@ViewModel` and `@FieldValidationModel`: binds localized properties to
/// their YAML keys.
public protocol RetrievablePropertyNames: Codable, Sendable {
    func propertyNames() -> [LocalizableId: String]
}

public protocol ViewModel: ServerRequestBody, RetrievablePropertyNames, Identifiable, Stubbable {
    var vmId: ViewModelId { get }
}

extension ViewModel {
    public var id: ViewModelId { vmId }
}

public protocol RequestableViewModel: ViewModel {
    associatedtype Request: ViewModelRequest
}

/// A view model's rendering identity.
public struct ViewModelId: Codable, Hashable, Sendable {
    public init(id: String? = nil) {}
    public init(id: Int) {}
    public init(id: UUID) {}
    public init(type: (some ViewModel).Type) {}
}

/// The actions a view calls; stubbed in tests and previews.
public protocol ViewModelOperations: Sendable, Codable {}
