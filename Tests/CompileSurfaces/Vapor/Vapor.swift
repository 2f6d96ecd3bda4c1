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
