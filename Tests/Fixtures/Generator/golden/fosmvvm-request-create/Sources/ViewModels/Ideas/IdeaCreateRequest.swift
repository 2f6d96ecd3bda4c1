import FOSFoundation
import FOSMVVM
import Foundation

/// The `create` request of `Idea` (HTTP POST); its path derives from the type
/// name, its HTTP method from `CreateRequest`.
public final class IdeaCreateRequest: CreateRequest, @unchecked Sendable {
    public typealias Query = EmptyQuery
    public typealias Fragment = EmptyFragment
    /// What this operation would throw were it a local call; `EmptyError` until it has
    /// failures the client must tell apart.
    public typealias ResponseError = EmptyError

    public let requestBody: RequestBody?
    public var responseBody: ResponseBody?

    /// What the client sends: the fields of the new `Idea`.
    public struct RequestBody: ServerRequestBody, ValidatableModel {
        public init() {}

        public func validate(fields: [any FormFieldBase]?, validations: Validations) -> ValidationResult.Status? {
            nil
        }
    }

    /// What the server returns: the id of the new `Idea`.
    public struct ResponseBody: CreateResponseBody {
        public let id: ModelIdType

        public init(id: ModelIdType) {
            self.id = id
        }
    }

    public init(
        query: EmptyQuery? = nil,
        fragment: EmptyFragment? = nil,
        requestBody: RequestBody? = nil,
        responseBody: ResponseBody? = nil
    ) {
        self.requestBody = requestBody
        self.responseBody = responseBody
    }
}

// MARK: - Stubbable

extension IdeaCreateRequest {
    public static func stub() -> IdeaCreateRequest {
        .init(requestBody: .stub())
    }
}

extension IdeaCreateRequest.RequestBody: Stubbable {
    public static func stub() -> Self {
        .init()
    }
}

extension IdeaCreateRequest.ResponseBody: Stubbable {
    public static func stub() -> Self {
        .init(id: .init())
    }
}
