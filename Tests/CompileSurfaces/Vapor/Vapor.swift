// API surface of Vapor for type-checking generated server factories on Linux (test support,
// not an implementation): only what FOSMVVMVapor's factory protocols name.
@_exported import Foundation

/// An HTTP request being served.
public final class Request: @unchecked Sendable {}

/// An HTTP response.
public final class Response: @unchecked Sendable {
    public init() {}
}

/// A type that can be returned from an async route handler.
public protocol AsyncResponseEncodable {
    func encodeResponse(for request: Request) async throws -> Response
}

/// An HTTP status.
public struct HTTPResponseStatus: Equatable, Sendable {
    public let code: UInt
    public init(statusCode: Int) { code = UInt(statusCode) }
    public static let ok = HTTPResponseStatus(statusCode: 200)
    public static let notFound = HTTPResponseStatus(statusCode: 404)
    public static let notImplemented = HTTPResponseStatus(statusCode: 501)
}
public typealias HTTPStatus = HTTPResponseStatus

/// HTTP headers.
public struct HTTPHeaders: ExpressibleByDictionaryLiteral, Sendable {
    public init(dictionaryLiteral elements: (String, String)...) {}
}

/// An error a route throws to answer with `status`.
public struct Abort: Error {
    public init(_ status: HTTPResponseStatus, headers: HTTPHeaders = [:], reason: String? = nil) {}
}

/// Where routes are registered.
public protocol RoutesBuilder {}

extension RoutesBuilder {
    public func register(collection: any RouteCollection) throws {}
}

/// A group of routes registered together.
public protocol RouteCollection {
    func boot(routes: any RoutesBuilder) throws
}

/// The routes of an application.
public final class Routes: RoutesBuilder, @unchecked Sendable {}

/// The environment an application runs in.
public struct Environment: Sendable {
    public static var testing: Environment { Environment() }
}

/// A Vapor application.
public final class Application: RoutesBuilder, @unchecked Sendable {
    public let routes = Routes()
    public static func make(_ environment: Environment = .testing) async throws -> Application { Application() }
    public func asyncShutdown() async throws {}
}
