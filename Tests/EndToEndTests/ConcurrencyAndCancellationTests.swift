import Foundation
import XCTest

final class ConcurrencyAndCancellationTests: XCTestCase {
    func testCancelledRequestAnswersRequestCancelled() throws {
        let server = try ServerProcess()
        try server.initialize()
        let id = server.sendRequest("mvvm-test/sleep", ["milliseconds": 20_000])
        server.notify("$/cancelRequest", ["id": id])
        let response = try server.response(to: id, timeout: 5)
        XCTAssertEqual(response.errorCode, -32800, "\(response)")
        // The server goes on serving.
        XCTAssertNotNil(try server.request("mvvm-test/sleep", ["milliseconds": 1])["result"])
    }

    func testCancellingAFinishedOrUnknownRequestIsHarmless() throws {
        let server = try ServerProcess()
        try server.initialize()
        let done = try server.request("mvvm-test/sleep", ["milliseconds": 1])
        server.notify("$/cancelRequest", ["id": done["id"] ?? 0])
        server.notify("$/cancelRequest", ["id": "never-sent"])
        XCTAssertNotNil(try server.request("mvvm-test/sleep", ["milliseconds": 1])["result"])
    }

    func testIndependentRequestsRunConcurrently() throws {
        let server = try ServerProcess()
        try server.initialize()
        let slow = server.sendRequest("mvvm-test/sleep", ["milliseconds": 1_500])
        let fast = server.sendRequest("mvvm-test/sleep", ["milliseconds": 10])
        _ = try server.response(to: fast)
        XCTAssertFalse(server.messages.contains { "\($0["id"] ?? "")" == "\(slow)" },
                       "the fast request must not wait behind the slow one")
        XCTAssertNotNil(try server.response(to: slow)["result"])
    }
}
