import FOSFoundation
import FOSMVVM
import Foundation

/// The `delete` request of `Idea` (HTTP DELETE); its path derives from the type
/// name, its HTTP method from `DeleteRequest`.
public final class IdeaDeleteRequest: DeleteRequest, @unchecked Sendable {
    public typealias Query = EmptyQuery
    public typealias Fragment = EmptyFragment
    public typealias ResponseBody = EmptyBody
    /// What this operation would throw were it a local call; `EmptyError` until it has
    /// failures the client must tell apart.
    public typealias ResponseError = EmptyError

    public let requestBody: RequestBody?

    /// What the client sends: the `Idea` to remove.
    public struct RequestBody: ServerRequestBody {
        public let ideaId: ModelIdType

        public init(ideaId: ModelIdType) {
            self.ideaId = ideaId
        }
    }

    public init(
        query: EmptyQuery? = nil,
        sort: EmptySort? = nil,
        fragment: EmptyFragment? = nil,
        requestBody: RequestBody? = nil,
        responseBody: EmptyBody? = nil
    ) {
        self.requestBody = requestBody
    }
}

// MARK: - Stubbable

extension IdeaDeleteRequest {
    public static func stub() -> IdeaDeleteRequest {
        .init(requestBody: .stub())
    }
}

extension IdeaDeleteRequest.RequestBody: Stubbable {
    public static func stub() -> Self {
        .init(ideaId: .init())
    }
}
