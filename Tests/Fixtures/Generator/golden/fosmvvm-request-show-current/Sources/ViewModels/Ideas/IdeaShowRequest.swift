import FOSFoundation
import FOSMVVM
import Foundation

/// The `show` request of `Idea` (HTTP GET); its path derives from the type
/// name, its HTTP method from `ShowRequest`.
public final class IdeaShowRequest: ShowRequest, @unchecked Sendable {
    public typealias Fragment = EmptyFragment
    public typealias RequestBody = EmptyBody
    /// What this operation would throw were it a local call; `EmptyError` until it has
    /// failures the client must tell apart.
    public typealias ResponseError = EmptyError

    public let query: Query?
    public var responseBody: ResponseBody?

    /// Which `Idea` to show.
    public struct Query: ServerRequestQuery {
        public let ideaId: ModelIdType

        public init(ideaId: ModelIdType) {
            self.ideaId = ideaId
        }
    }

    /// What the server returns: the id of the `Idea`.
    public struct ResponseBody: ShowResponseBody {
        public let id: ModelIdType

        public init(id: ModelIdType) {
            self.id = id
        }
    }

    public init(
        query: Query? = nil,
        sort: EmptySort? = nil,
        fragment: EmptyFragment? = nil,
        requestBody: EmptyBody? = nil,
        responseBody: ResponseBody? = nil
    ) {
        self.query = query
        self.responseBody = responseBody
    }
}

// MARK: - Stubbable

extension IdeaShowRequest: Stubbable {
    public static func stub() -> IdeaShowRequest {
        .init(query: .init(ideaId: .init()))
    }
}

extension IdeaShowRequest.ResponseBody: Stubbable {
    public static func stub() -> Self {
        .init(id: .init())
    }
}
