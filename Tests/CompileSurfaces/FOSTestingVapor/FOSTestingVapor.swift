// API surface of FOSTestingVapor (FOSUtilities) for type-checking generated request tests on
// Linux (test support, not an implementation): `TestingApplicationTester.test(_:locale:…)`
// sending a `ServerRequest`, and its typed response.
import FOSFoundation
import FOSMVVM
import Vapor
import VaporTesting

/// The response to a `ServerRequest`: status, headers, typed body and error.
public struct TestingServerRequestResponse<R: ServerRequest> {
    public let status: HTTPStatus
    public let headers: HTTPHeaders
    public let body: R.ResponseBody?
    public let error: R.ResponseError?
}

extension TestingApplicationTester {
    /// Sends `request` to the application and hands its typed response to `afterResponse`.
    @discardableResult public func test<R: ServerRequest>(
        _ request: R,
        locale: Locale = Self.en,
        headers: HTTPHeaders = [:],
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        afterResponse: (TestingServerRequestResponse<R>) async throws -> Void
    ) async throws -> any TestingApplicationTester { self }

    public static var en: Locale { Locale(identifier: "en") }
    public var en: Locale { Self.en }
    public static var es: Locale { Locale(identifier: "es") }
    public var es: Locale { Self.es }
}
