import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

#if canImport(Glibc)
import Glibc
#endif

typealias JSONObject = [String: Any]

/// The reliability tests' harness on the one test client (`LSPTestClient`, which starts the
/// binary and reads its output): built for volume, frames are written in batches, and every
/// message the server sends is parsed once as it arrives, checked against JSON-RPC, and indexed
/// (responses by id), so waiting for one response among 100,000 stays cheap.
final class LSPClient: @unchecked Sendable {
    typealias Timeout = LSPTestClient.Timeout

    private var client: LSPTestClient!

    // Everything below is guarded by `condition`.
    private let condition = NSCondition()
    private var responses: [String: JSONObject] = [:]
    private var responseCounts: [String: Int] = [:]
    private var notificationsReceived: [JSONObject] = []
    private var serverRequests: [JSONObject] = []
    private var nullIDErrorCount = 0
    private var violations: [String] = []
    private var outputEnded = false
    private var receivedCount = 0

    private var pendingWrite = Data()
    private var nextID = 1
    private var writeFailed = false
    /// Keep notifications (e.g. `window/logMessage`) only if asked: a fuzz run receives many.
    let keepsNotifications: Bool

    /// `launcher`, when given, starts the binary (e.g. `setpriv …` to run it as another user).
    init(arguments: [String] = ["--test-hooks", "--log-level", "warning"], keepsNotifications: Bool = true,
         currentDirectory: URL? = nil, launcher: [String] = []) throws {
        self.keepsNotifications = keepsNotifications
        client = try LSPTestClient(
            arguments: arguments, launcher: launcher, answersServerRequests: false, currentDirectory: currentDirectory,
            keepsMessages: false,
            // Weak: the reader thread outlives this harness by the time the process takes to end.
            bodyObserver: { [weak self] body in self?.receive([body]) },
            endObserver: { [weak self] in self?.outputHasEnded() })
    }

    var process: Process { client.process }
    var pid: Int32 { process.processIdentifier }

    // MARK: Reading

    private func outputHasEnded() {
        condition.withLock { outputEnded = true; condition.broadcast() }
    }

    private func record(violation: String) {
        condition.withLock { violations.append(violation) }
    }

    private func receive(_ bodies: [Data]) {
        var parsed: [(JSONObject?, String?)] = []
        for body in bodies {
            guard let object = (try? JSONSerialization.jsonObject(with: body)) as? JSONObject,
                  let message = JSONRPCMessage.decode(body) else {
                parsed.append((nil, "server sent a body that is not a JSON object: \(String(decoding: body.prefix(200), as: UTF8.self))"))
                continue
            }
            parsed.append((object, message.jsonRPCProblem))
        }
        condition.withLock {
            for (object, problem) in parsed {
                receivedCount += 1
                if let problem { violations.append(problem) }
                guard let object else { continue }
                if object["method"] != nil {
                    if object["id"] != nil { serverRequests.append(object) } else if keepsNotifications {
                        notificationsReceived.append(object)
                    }
                } else if let key = Self.key(object["id"]) {
                    responses[key] = object
                    responseCounts[key, default: 0] += 1
                } else {
                    nullIDErrorCount += 1
                }
            }
            condition.broadcast()
        }
    }

    /// A request id as a dictionary key, telling `1` and `"1"` apart; nil for `null`.
    static func key(_ id: Any?) -> String? {
        switch id {
        case let string as String: return "s:" + string
        case let number as Int: return "n:\(number)"
        default: return nil
        }
    }

    // MARK: Sending

    /// Queues bytes; they are written once 64 KiB are pending or on `flush()`.
    func enqueue(_ bytes: Data) {
        pendingWrite.append(bytes)
        if pendingWrite.count >= 64 * 1024 { flush() }
    }

    func flush() {
        guard !pendingWrite.isEmpty else { return }
        defer { pendingWrite.removeAll(keepingCapacity: true) }
        guard !writeFailed else { return }
        do {
            try client.write(pendingWrite)
        } catch {
            writeFailed = true
            record(violation: "could not write to the server: \(error)")
        }
    }

    func sendRaw(_ bytes: Data) {
        enqueue(bytes)
        flush()
    }

    static func body(_ message: JSONObject) -> Data {
        var message = message
        message["jsonrpc"] = "2.0"
        return try! JSONSerialization.data(withJSONObject: message)
    }

    func send(_ message: JSONObject, flush shouldFlush: Bool = true) {
        enqueue(MessageFramer.frame(Self.body(message)))
        if shouldFlush { flush() }
    }

    func makeID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    @discardableResult
    func sendRequest(_ method: String, _ params: Any? = nil, flush shouldFlush: Bool = true) -> Int {
        let id = makeID()
        var message: JSONObject = ["id": id, "method": method]
        if let params { message["params"] = params }
        send(message, flush: shouldFlush)
        return id
    }

    func notify(_ method: String, _ params: Any? = nil, flush shouldFlush: Bool = true) {
        var message: JSONObject = ["method": method]
        if let params { message["params"] = params }
        send(message, flush: shouldFlush)
    }

    func closeInput() {
        flush()
        client.closeInput()
    }

    // MARK: Waiting

    /// Waits until `ready` (evaluated under the lock) holds.
    func wait(for description: String, timeout: TimeInterval = 20, _ ready: () -> Bool) throws {
        flush()
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while !ready() {
            if outputEnded {
                throw Timeout(waitingFor: description + " (the server's output ended; exit status "
                              + "\(process.isRunning ? "running" : "\(process.terminationStatus)"))",
                              stderrTail: stderrTail)
            }
            if !condition.wait(until: deadline) {
                if ready() { return }
                throw Timeout(waitingFor: description, stderrTail: stderrTail)
            }
        }
    }

    func response(to id: Any, timeout: TimeInterval = 20) throws -> JSONObject {
        let key = Self.key(id)!
        var found: JSONObject?
        try wait(for: "the response to \(id)", timeout: timeout) {
            found = responses[key]
            return found != nil
        }
        return found!
    }

    /// Waits until every request id in `keys` (from `LSPClient.key`) has its answer.
    func waitForAnswers(_ keys: [String], timeout: TimeInterval) throws {
        var unanswered = keys[...]
        try wait(for: "answers to \(keys.count) requests", timeout: timeout) {
            while let first = unanswered.first, responses[first] != nil { unanswered.removeFirst() }
            return unanswered.isEmpty
        }
    }

    func request(_ method: String, _ params: Any? = nil, timeout: TimeInterval = 20) throws -> JSONObject {
        try response(to: sendRequest(method, params), timeout: timeout)
    }

    /// The `result` of a request, failing on an error.
    func result(_ method: String, _ params: Any? = nil, timeout: TimeInterval = 20,
                file: StaticString = #filePath, line: UInt = #line) throws -> Any {
        let response = try request(method, params, timeout: timeout)
        guard response.keys.contains("result") else {
            XCTFail("\(method) failed: \(response)", file: file, line: line)
            throw Timeout(waitingFor: "a result for \(method)", stderrTail: stderrTail)
        }
        return response["result"] ?? NSNull()
    }

    /// Waits for the first notification named `method` (from index `after` on) whose params satisfy `predicate`.
    @discardableResult
    func notification(_ method: String, timeout: TimeInterval = 20,
                      where predicate: (JSONObject) -> Bool = { _ in true }) throws -> JSONObject {
        var found: JSONObject?
        try wait(for: "notification \(method)", timeout: timeout) {
            found = notificationsReceived.first {
                $0["method"] as? String == method && predicate($0["params"] as? JSONObject ?? [:])
            }
            return found != nil
        }
        return found!
    }

    /// Server-to-client requests received so far (e.g. `workspace/applyEdit`).
    var requestsFromServer: [JSONObject] { condition.withLock { serverRequests } }

    /// Answers a request the server sent.
    func answer(_ request: JSONObject, result: Any) {
        send(["id": request["id"] ?? NSNull(), "result": result])
    }

    // MARK: Inspecting

    func locked<T>(_ body: () -> T) -> T { condition.withLock(body) }

    var notifications: [JSONObject] { condition.withLock { notificationsReceived } }
    var protocolViolations: [String] { condition.withLock { violations } }
    var nullIDErrors: Int { condition.withLock { nullIDErrorCount } }
    var receivedMessageCount: Int { condition.withLock { receivedCount } }
    func hasResponse(_ id: Any) -> Bool { condition.withLock { responses[Self.key(id)!] != nil } }
    func storedResponse(_ id: Any) -> JSONObject? { condition.withLock { responses[Self.key(id)!] } }
    /// Ids answered more than once.
    var duplicateResponses: [String] { condition.withLock { responseCounts.filter { $0.value > 1 }.map(\.key) } }
    /// Count of answered ids among `keys` (from `LSPClient.key`).
    func answeredCount(_ keys: [String]) -> Int { condition.withLock { keys.filter { responses[$0] != nil }.count } }
    func clearNotifications() { condition.withLock { notificationsReceived.removeAll() } }

    var stderr: String { client.stderr }
    /// The end of standard error, or the crash report and what precedes it when there is one.
    private var stderrTail: String {
        let text = client.stderr
        if let crash = text.range(of: "Fatal error") ?? text.range(of: "*** Program crashed") ?? text.range(of: "*** Signal") {
            let start = text.index(crash.lowerBound, offsetBy: -1500, limitedBy: text.startIndex) ?? text.startIndex
            return String(text[start...].prefix(6000))
        }
        return String(text.suffix(4000))
    }

    /// The server's resident set size in KiB (`VmRSS` of /proc/<pid>/status).
    var residentKiB: Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" })[1])
        }
        return nil
    }

    // MARK: Lifecycle

    /// `initialize` (with `rootUri` when given) then `initialized`; returns the `initialize` result.
    @discardableResult
    func initialize(rootURI: String? = nil, capabilities: JSONObject = [:], extra: JSONObject = [:]) throws -> JSONObject {
        var params: JSONObject = ["processId": NSNull(), "rootUri": rootURI ?? NSNull(), "capabilities": capabilities]
        params.merge(extra) { _, new in new }
        let response = try request("initialize", params)
        notify("initialized", JSONObject())
        return try XCTUnwrap(response["result"] as? JSONObject, "initialize failed: \(response)")
    }

    /// `shutdown` then `exit`; returns the exit code.
    func shutDown(timeout: TimeInterval = 20) throws -> Int32? {
        let response = try request("shutdown", nil, timeout: timeout)
        XCTAssertTrue(response["result"] is NSNull, "\(response)")
        notify("exit")
        return waitForExit(timeout: 5)
    }

    func waitForExit(timeout: TimeInterval = 5) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(2_000) }
        return process.isRunning ? nil : process.terminationStatus
    }

    /// Fails the test if the server sent anything that is not well-formed JSON-RPC, answered a
    /// request twice, or reported a Thread Sanitizer finding.
    func assertHealthy(file: StaticString = #filePath, line: UInt = #line) {
        let violations = protocolViolations
        XCTAssertTrue(violations.isEmpty, "protocol violations: \(violations.prefix(5))", file: file, line: line)
        let duplicates = duplicateResponses
        XCTAssertTrue(duplicates.isEmpty, "requests answered twice: \(duplicates.prefix(10))", file: file, line: line)
        XCTAssertFalse(stderr.contains("ThreadSanitizer"), "TSan report:\n\(stderr.prefix(6000))", file: file, line: line)
        XCTAssertTrue(process.isRunning || process.terminationStatus == 0,
                      "the server ended with status \(process.terminationStatus)", file: file, line: line)
    }
}
