import Foundation
import XCTest

final class TracingAndLoggingTests: XCTestCase {
    func testSetTraceTurnsLogTraceOnAndOff() throws {
        let server = try ServerProcess()
        try server.initialize()
        server.notify("$/setTrace", ["value": "verbose"])
        let id = server.sendRequest("mvvm-test/sleep", ["milliseconds": 1])
        let trace = try server.notification("$/logTrace") {
            ($0["message"] as? String)?.contains("mvvm-test/sleep - (\(id))") == true
        }
        let params = try XCTUnwrap(trace["params"] as? [String: Any])
        XCTAssertTrue((params["verbose"] as? String)?.contains("\"milliseconds\"") == true, "\(params)")

        server.notify("$/setTrace", ["value": "off"])
        let quietID = server.sendRequest("mvvm-test/sleep", ["milliseconds": 1])
        _ = try server.response(to: quietID)
        XCTAssertFalse(server.messages.contains {
            (($0["params"] as? [String: Any])?["message"] as? String)?.contains("(\(quietID))") == true
        })
    }

    func testInitializeTraceParameterIsHonoured() throws {
        let server = try ServerProcess()
        try server.initialize(extra: ["trace": "messages"])
        _ = try server.request("mvvm-test/sleep", ["milliseconds": 1])
        let trace = try server.notification("$/logTrace")
        XCTAssertNil((trace["params"] as? [String: Any])?["verbose"], "`messages` carries no verbose part")
    }

    func testLogMessagesCarryOnlySpecFieldsAndRespectTheLogLevel() throws {
        let chatty = try ServerProcess(arguments: ["--test-hooks", "--log-level", "info"])
        try chatty.initialize()
        let log = try chatty.notification("window/logMessage")
        let params = try XCTUnwrap(log["params"] as? [String: Any])
        XCTAssertEqual(Set(params.keys), ["type", "message"])
        XCTAssertTrue(chatty.stderr.contains("info: Initialized by"), chatty.stderr)

        let quiet = try ServerProcess(arguments: ["--test-hooks", "--log-level", "error"])
        try quiet.initialize()
        _ = try quiet.request("mvvm-test/sleep", ["milliseconds": 1])
        XCTAssertFalse(quiet.messages.contains { $0["method"] as? String == "window/logMessage" })
        XCTAssertEqual(quiet.stderr, "")
    }
}
