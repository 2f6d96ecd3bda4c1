import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

final class TracingAndLoggingTests: XCTestCase {
    func testSetTraceTurnsLogTraceOnAndOff() throws {
        let server = try LSPTestClient()
        try server.initialize()
        server.notify(SetTraceNotification.self, SetTraceParams(value: .verbose))
        let id = server.sendRequest(TestSleepRequest.self, .init(milliseconds: 1))
        let trace = try server.notification(LogTraceNotification.self) {
            $0.message.contains("mvvm-test/sleep - (\(id))")
        }
        XCTAssertTrue(trace.verbose?.contains("\"milliseconds\"") == true, "\(trace)")

        server.notify(SetTraceNotification.self, SetTraceParams(value: .off))
        let quietID = server.sendRequest(TestSleepRequest.self, .init(milliseconds: 1))
        _ = try server.response(to: quietID)
        XCTAssertFalse(
            server.messages.contains {
                $0.params?["message"]?.stringValue?.contains("(\(quietID))") == true
            })
    }

    func testInitializeTraceParameterIsHonoured() throws {
        let server = try LSPTestClient()
        try server.initialize(trace: .messages)
        try server.send(TestSleepRequest.self, .init(milliseconds: 1))
        let trace = try server.waitForMessage(LogTraceNotification.method) {
            $0.methodName == LogTraceNotification.method
        }
        XCTAssertNil(trace.params?["verbose"], "`messages` carries no verbose part")
    }

    func testLogMessagesCarryOnlySpecFieldsAndRespectTheLogLevel() throws {
        let chatty = try LSPTestClient(arguments: ["--test-hooks", "--log-level", "info"])
        try chatty.initialize()
        let log = try chatty.waitForMessage(LogMessageNotification.method) {
            $0.methodName == LogMessageNotification.method
        }
        let params = try XCTUnwrap(log.params?.objectValue)
        XCTAssertEqual(Set(params.keys), ["type", "message"])
        try chatty.waitForStderr(containing: "info: Initialized by")

        let quiet = try LSPTestClient(arguments: ["--test-hooks", "--log-level", "error"])
        try quiet.initialize()
        try quiet.send(TestSleepRequest.self, .init(milliseconds: 1))
        XCTAssertFalse(quiet.messages.contains { $0.methodName == LogMessageNotification.method })
        XCTAssertEqual(quiet.stderr, "")
    }
}
