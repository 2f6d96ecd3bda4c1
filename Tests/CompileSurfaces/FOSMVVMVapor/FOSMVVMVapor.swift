// API surface of FOSMVVMVapor (FOSUtilities) for type-checking generated server factories on
// Linux (test support, not an implementation). Compiled with `-D FOSMVVM_SEEDS` as the `seeds` spelling
// spells the factory (the API FOSUtilities removed in 0.5.0), without as 0.13 declares it.
import FOSMVVM
import Vapor

#if FOSMVVM_SEEDS
/// What a server factory sees: the Vapor request and the view-model request.
public struct VaporModelFactoryContext<Request: ViewModelRequest>: ViewModelFactoryContext {
    public let req: Vapor.Request
    public let vmRequest: Request
    public var appVersion: SystemVersion { get throws { .current } }

    public init(req: Vapor.Request, vmRequest: Request) {
        self.req = req
        self.vmRequest = vmRequest
    }
}

/// A server-hosted view model's hand-written factory.
public protocol VaporViewModelFactory: ViewModelFactory & Vapor.AsyncResponseEncodable
    where Self: RequestableViewModel, Context == VaporModelFactoryContext<Request> {}

extension VaporViewModelFactory {
    public func encodeResponse(for request: Vapor.Request) async throws -> Vapor.Response { Vapor.Response() }
}
#else
/// A response body built by a synchronous projection of the request's loaded records.
public protocol VaporResponseBodyFactory: ResponseBodyFactory, Vapor.AsyncResponseEncodable {}

extension VaporResponseBodyFactory {
    public func encodeResponse(for request: Vapor.Request) async throws -> Vapor.Response { Vapor.Response() }
}
#endif

/// A controller serving one `ServerRequest`'s actions at the request's path.
public protocol ServerRequestController: AnyObject, RouteCollection {
    associatedtype TRequest: ServerRequest

#if FOSMVVM_SEEDS
    /// Serves one action with the decoded request body (FOSMVVM's documented processor).
    typealias ActionProcessor = @Sendable (Vapor.Request, TRequest, TRequest.RequestBody) async throws -> TRequest.ResponseBody
#else
    /// Serves one action: the Vapor request and the bound typed request (0.13; a processor
    /// decodes a body it needs from the Vapor request).
    typealias ActionProcessor = @Sendable (Vapor.Request, TRequest) async throws -> TRequest.ResponseBody
#endif

    var actions: [ServerRequestAction: ActionProcessor] { get }
}

extension ServerRequestController {
    public func boot(routes: any RoutesBuilder) throws {}
}
