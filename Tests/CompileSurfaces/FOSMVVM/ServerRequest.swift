// API surface of FOSMVVM: server requests (test support).

public protocol ServerRequestQuery: Codable, Hashable, Sendable {}
public struct EmptyQuery: ServerRequestQuery {
    public init() {}
}

public protocol ServerRequestFragment: Codable, Hashable, Sendable {}
public struct EmptyFragment: ServerRequestFragment {}

public protocol ServerRequestBody: Codable, Sendable {}
public struct EmptyBody: ServerRequestBody {
    public init() {}
}

public protocol ServerRequestError: Error, Codable, Sendable {}
public struct EmptyError: ServerRequestError {
    public init() {}
}

public enum ServerRequestAction: String, Codable, CaseIterable, Hashable, Sendable {
    case show, create, delete, destroy, update, replace
}

#if FOSMVVM_SEEDS
public protocol ServerRequest: AnyObject, Identifiable, Hashable, Codable, Sendable {
    associatedtype Query: ServerRequestQuery
    associatedtype Fragment: ServerRequestFragment
    associatedtype RequestBody: ServerRequestBody
    associatedtype ResponseBody: ServerRequestBody
    associatedtype ResponseError: ServerRequestError

    var action: ServerRequestAction { get }
    var query: Query? { get }
    var fragment: Fragment? { get }
    var requestBody: RequestBody? { get }
    var responseBody: ResponseBody? { get set }

    init(query: Query?, fragment: Fragment?, requestBody: RequestBody?, responseBody: ResponseBody?)
}
#else
/// Client-chosen ordering of a request (FOSUtilities 0.13).
public protocol ServerRequestSort: Codable, Hashable, Sendable {}
public struct EmptySort: ServerRequestSort {}

public protocol ServerRequest: AnyObject, Identifiable, Hashable, Codable, Sendable {
    associatedtype Query: ServerRequestQuery
    associatedtype Fragment: ServerRequestFragment
    associatedtype RequestBody: ServerRequestBody
    associatedtype ResponseBody: ServerRequestBody
    associatedtype ResponseError: ServerRequestError
    associatedtype Sort: ServerRequestSort = EmptySort

    var action: ServerRequestAction { get }
    var query: Query? { get }
    var fragment: Fragment? { get }
    var requestBody: RequestBody? { get }
    var responseBody: ResponseBody? { get set }
    var sort: Sort? { get }

    init(query: Query?, sort: Sort?, fragment: Fragment?, requestBody: RequestBody?, responseBody: ResponseBody?)
}

extension ServerRequest {
    public init(query: Query?, fragment: Fragment?, requestBody: RequestBody?, responseBody: ResponseBody?) {
        self.init(query: query, sort: nil, fragment: fragment, requestBody: requestBody, responseBody: responseBody)
    }
}

extension ServerRequest where Sort == EmptySort {
    public var sort: EmptySort? { nil }
}
#endif

extension ServerRequest {
    public func hash(into hasher: inout Hasher) {}
}

public func == <S: ServerRequest>(lhs: S, rhs: S) -> Bool { true }

extension ServerRequest where Query == EmptyQuery {
    public var query: EmptyQuery? { nil }
}

extension ServerRequest where Fragment == EmptyFragment {
    public var fragment: EmptyFragment? { nil }
}

extension ServerRequest where ResponseBody == EmptyBody {
    public var responseBody: EmptyBody? {
        get { nil }
        set {}
    }
}

public protocol ShowRequest: ServerRequest {}
extension ShowRequest {
    public var action: ServerRequestAction { .show }
    public var fragment: EmptyFragment? { nil }
    public var requestBody: EmptyBody? { nil }
}

public protocol ViewModelRequest: ShowRequest where ResponseBody: RequestableViewModel {}
extension ViewModelRequest {
    public var viewModel: ResponseBody { responseBody ?? .stub() }
}

/// Changes a model; its body is validated as a form's fields are.
public protocol UpdateRequest: ServerRequest, Stubbable where RequestBody: ValidatableModel, ResponseBody: UpdateResponseBody {}
extension UpdateRequest {
    public var action: ServerRequestAction { .update }
}

public protocol UpdateResponseBody: ServerRequestBody {}

extension EmptyBody: UpdateResponseBody, ValidatableModel {
    public func validate(fields: [any FormFieldBase]?, validations: Validations) -> ValidationResult.Status? { nil }
}

/// Response body marker protocol of `ShowRequest`.
public protocol ShowResponseBody: ServerRequestBody {}

/// Creates a model (POST); its body is validated.
public protocol CreateRequest: ServerRequest, Stubbable where RequestBody: ValidatableModel, ResponseBody: CreateResponseBody {}
extension CreateRequest {
    public var action: ServerRequestAction { .create }
}

public protocol CreateResponseBody: ServerRequestBody {}
extension EmptyBody: CreateResponseBody {}

/// Replaces a model (PUT); its body is validated.
public protocol ReplaceRequest: ServerRequest, Stubbable where RequestBody: ValidatableModel, ResponseBody: ReplaceResponseBody {}
extension ReplaceRequest {
    public var action: ServerRequestAction { .replace }
}

public protocol ReplaceResponseBody: ServerRequestBody {}
extension EmptyBody: ReplaceResponseBody {}

/// Soft-deletes a model (DELETE).
public protocol DeleteRequest: ServerRequest, Stubbable where ResponseBody: DeleteResponseBody {}
extension DeleteRequest {
    public var action: ServerRequestAction { .delete }
}

public protocol DeleteResponseBody: ServerRequestBody {}
extension EmptyBody: DeleteResponseBody {}

/// Hard-deletes a model (DELETE).
public protocol DestroyRequest: ServerRequest, Stubbable where ResponseBody: DestroyResponseBody {}
extension DestroyRequest {
    public var action: ServerRequestAction { .destroy }
}

public protocol DestroyResponseBody: ServerRequestBody {}
extension EmptyBody: DestroyResponseBody {}
