import FOSMVVM
import FOSMVVMVapor
import Vapor
import ViewModels

/// Serves `IdeaShowRequest` (GET); register it with `routes.register(collection:)`.
final class IdeaShowController: ServerRequestController, Sendable {
    typealias TRequest = IdeaShowRequest

    let actions: [ServerRequestAction: ActionProcessor] = [
        .show: IdeaShowRequest.performShow,
    ]
}

private extension IdeaShowRequest {
    /// Serves the `show` action: the `Idea` the query names.
    @Sendable static func performShow(
        _ request: Vapor.Request,
        _ serverRequest: IdeaShowRequest
    ) async throws -> ResponseBody {
        throw Abort(.notImplemented, reason: "IdeaShowRequest is not served yet")
    }
}
