import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

class ConcurrencyAndCancellationTests: ServerTestCase {
    func testCancelledRequestAnswersRequestCancelled() throws {
        let server = try startServer()
        try server.initialize()
        let id = server.sendRequest(TestSleepRequest.self, .init(milliseconds: 20_000))
        server.notify(CancelRequestNotification.self, CancelParams(id: id))
        let response = try server.response(to: id, timeout: 5)
        XCTAssertThrowsError(try response.get(), "\(response)") { error in
            XCTAssertEqual((error as? ResponseError)?.code, -32800, "\(error)")
        }
        // The server goes on serving.
        XCTAssertNoThrow(try server.send(TestSleepRequest.self, .init(milliseconds: 1)))
    }

    func testCancellingAFinishedOrUnknownRequestIsHarmless() throws {
        let server = try startServer()
        try server.initialize()
        let done = server.sendRequest(TestSleepRequest.self, .init(milliseconds: 1))
        _ = try server.response(to: done)
        server.notify(CancelRequestNotification.self, CancelParams(id: done))
        server.notify(CancelRequestNotification.self, CancelParams(id: .string("never-sent")))
        XCTAssertNoThrow(try server.send(TestSleepRequest.self, .init(milliseconds: 1)))
    }

    func testIndependentRequestsRunConcurrently() throws {
        let server = try startServer()
        try server.initialize()
        let slow = server.sendRequest(TestSleepRequest.self, .init(milliseconds: 1_500))
        let fast = server.sendRequest(TestSleepRequest.self, .init(milliseconds: 10))
        _ = try server.response(to: fast)
        XCTAssertFalse(
            server.messages.contains { $0.isResponse(to: slow) },
            "the fast request must not wait behind the slow one")
        XCTAssertNoThrow(try server.response(to: slow).get())
    }
}
