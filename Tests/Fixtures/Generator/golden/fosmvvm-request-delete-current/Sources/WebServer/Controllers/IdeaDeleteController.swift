import FOSMVVM
import FOSMVVMVapor
import Vapor
import ViewModels

/// Serves `IdeaDeleteRequest` (DELETE); register it with `routes.register(collection:)`.
final class IdeaDeleteController: ServerRequestController, Sendable {
    typealias TRequest = IdeaDeleteRequest

    let actions: [ServerRequestAction: ActionProcessor] = [
        .delete: IdeaDeleteRequest.performDelete,
    ]
}

private extension IdeaDeleteRequest {
    /// Serves the `delete` action: the `Idea` the body names.
    @Sendable static func performDelete(
        _ request: Vapor.Request,
        _ serverRequest: IdeaDeleteRequest
    ) async throws -> EmptyBody {
        // The body: try request.content.decode(RequestBody.self)
        throw Abort(.notImplemented, reason: "IdeaDeleteRequest is not served yet")
    }
}
