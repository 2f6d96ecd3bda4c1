import Foundation
import LanguageServerProtocol
import MVVMAnalyzerCore
import TestSupport
import XCTest

/// The server never outlives its client, even with every thread busy.
final class LifecycleReliabilityTests: XCTestCase {
    /// Enough CPU-bound requests to hold every thread of the server's cooperative pool.
    func occupyEveryThread(_ client: BatchingClient) -> [RequestID] {
        (0...ProcessInfo.processInfo.activeProcessorCount).map { _ in
            client.sendRequest(TestSleepRequest.self, .init(milliseconds: 20_000, busy: true))
        }
    }

    /// Waits until the server has used `seconds` of CPU time since `start` (so busy work runs).
    func waitForCPU(_ client: BatchingClient, seconds: Double) throws {
        func cpu() -> Double {
            guard let stat = try? String(contentsOfFile: "/proc/\(client.pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return 0 }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return (Double(fields[11]) ?? 0) / 100 + (Double(fields[12]) ?? 0) / 100 // utime + stime, ticks
        }
        let start = cpu(), deadline = Date().addingTimeInterval(20)
        while cpu() - start < seconds {
            if Date() > deadline { throw XCTSkip("the server never got CPU time") }
            usleep(10_000)
        }
    }

    func testClientKilledMidRequestEndsTheServerWithinOneSecond() throws {
        let client = try BatchingClient()
        try client.initialize()
        _ = occupyEveryThread(client)
        client.sendRequest(TestSleepRequest.self, .init(milliseconds: 20_000))
        try waitForCPU(client, seconds: 0.3)
        let killedAt = Date()
        client.closeInput() // what the kernel does to the server's input when its client dies
        let status = client.waitForExit(timeout: 10)
        let elapsed = Date().timeIntervalSince(killedAt)
        XCTAssertEqual(status, 1)
        XCTAssertLessThan(elapsed, 1.0, "the server must exit within 1 s of losing its client")
    }

    /// A client that stops reading its end of the server's output while the server logs at the
    /// debug level. The line about each dropped message once went to the client as a log
    /// message, which was dropped in turn and logged again, until the stack overflowed.
    func testAClientThatStopsReadingLeavesADebugLoggingServerToExitCleanly() throws {
        signal(SIGPIPE, SIG_IGN)
        let server = Process()
        server.executableURL = LSPTestClient.binaryURL
        server.arguments = ["--test-hooks", "--log-level", "debug"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        (server.standardInput, server.standardOutput, server.standardError) = (input, output, errors)
        try server.run()
        let log = Locked(Data())
        let logEnded = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            while case let chunk = errors.fileHandleForReading.availableData, !chunk.isEmpty {
                log.withLock { $0.append(chunk) }
            }
            logEnded.signal()
        }
        let toServer = input.fileHandleForWriting
        toServer.write(
            ClientFrame.request(
                InitializeRequest.self, id: .number(1),
                InitializeParams(processId: nil, rootUri: nil, capabilities: ClientCapabilities())))
        XCTAssertFalse(output.fileHandleForReading.availableData.isEmpty, "the answer to initialize")
        try output.fileHandleForReading.close()
        for id in 2...4 {
            toServer.write(ClientFrame.request(TestSleepRequest.self, id: .number(id), .init(milliseconds: 1)))
        }
        let dropped = poll(10) {
            log.withLock { String(decoding: $0, as: UTF8.self) }.contains("dropped an outgoing message")
        }
        XCTAssertTrue(dropped, "an answer was written to the closed pipe and its drop logged")
        try toServer.close()
        server.waitUntilExit()
        logEnded.wait()
        XCTAssertEqual(server.terminationReason, .exit, "ended by signal \(server.terminationStatus)")
        XCTAssertEqual(server.terminationStatus, 1, "input ended without shutdown")
    }

    func testExitWithoutShutdownWhileBusyEndsWithCodeOne() throws {
        let client = try BatchingClient()
        try client.initialize()
        _ = occupyEveryThread(client)
        try waitForCPU(client, seconds: 0.3)
        let sentAt = Date()
        client.notify(ExitNotification.self, EmptyParams())
        XCTAssertEqual(client.waitForExit(timeout: 10), 1)
        XCTAssertLessThan(Date().timeIntervalSince(sentAt), 1.0)
    }

    func testDeadParentProcessEndsTheServerEvenWhenBusy() throws {
        let parent = Process()
        parent.executableURL = URL(fileURLWithPath: "/bin/sleep")
        parent.arguments = ["30"]
        try parent.run()
        let client = try BatchingClient()
        try client.initialize(processId: Int(parent.processIdentifier))
        _ = occupyEveryThread(client)
        try waitForCPU(client, seconds: 0.3)
        parent.terminate()
        parent.waitUntilExit()
        let diedAt = Date()
        XCTAssertEqual(client.waitForExit(timeout: 10), 1, "the server must exit once its parent is gone")
        XCTAssertLessThan(Date().timeIntervalSince(diedAt), 1.5)
    }

    func testNonsenseProcessIDsAreIgnored() throws {
        for processID in [Int.max, -1, 0, Int(Int32.min)] {
            let client = try BatchingClient()
            try client.initialize(processId: processID)
            XCTAssertEqual(
                try client.result(TestSleepRequest.self, .init(milliseconds: 1)).slept, 1, "processId \(processID)")
            XCTAssertEqual(try client.shutDown(), 0, "processId \(processID)")
        }
    }
}

extension LifecycleReliabilityTests {
    func testCancellationIsReadWhileEveryThreadIsBusy() throws {
        let client = try BatchingClient()
        try client.initialize()
        let busy = occupyEveryThread(client)
        try waitForCPU(client, seconds: 0.3)
        let cancelledAt = Date()
        for id in busy { client.notify(CancelRequestNotification.self, CancelParams(id: id)) }
        for id in busy { XCTAssertEqual(try client.response(to: id, timeout: 5).errorCode, -32800) }
        XCTAssertLessThan(Date().timeIntervalSince(cancelledAt), 2.0)
        XCTAssertEqual(try client.shutDown(), 0)
    }
}
