import FOSMVVM
import FOSMVVMVapor
import Vapor
import ViewModels

/// Serves `IdeaCreateRequest` (POST); register it with `routes.register(collection:)`.
final class IdeaCreateController: ServerRequestController, Sendable {
    typealias TRequest = IdeaCreateRequest

    let actions: [ServerRequestAction: ActionProcessor] = [
        .create: IdeaCreateRequest.performCreate,
    ]
}

private extension IdeaCreateRequest {
    /// Serves the `create` action: creates the `Idea`.
    @Sendable static func performCreate(
        _ request: Vapor.Request,
        _ serverRequest: IdeaCreateRequest,
        _ requestBody: RequestBody
    ) async throws -> ResponseBody {
        throw Abort(.notImplemented, reason: "IdeaCreateRequest is not served yet")
    }
}
