import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// The reliability tests' client, on the one test client (`LSPTestClient`, which starts the
/// binary and reads its output), built for volume: messages are written in batches (`flush: false`
/// queues them), and every message the server sends is decoded once as it arrives
/// (`JSONRPCMessage`), checked against JSON-RPC, and indexed (responses by id), so waiting for
/// one response among 100,000 stays cheap. Requests and notifications are the project's
/// `LanguageServerProtocol` types; hostile bytes go through `enqueue`.
final class BatchingClient: @unchecked Sendable {
    typealias Timeout = LSPTestClient.Timeout

    private var client: LSPTestClient!

    // Everything below is guarded by `condition`.
    private let condition = NSCondition()
    private var responses: [RequestID: JSONRPCMessage] = [:]
    private var responseCounts: [RequestID: Int] = [:]
    private var notificationsReceived: [JSONRPCMessage] = []
    private var requestsReceived: [JSONRPCMessage] = []
    private var nullIDErrorCount = 0
    private var violations: [String] = []
    private var outputEnded = false

    private var pendingWrite = Data()
    private var nextID = 1
    private var writeFailed = false
    /// Keep notifications (e.g. `window/logMessage`) only if asked: a fuzz run receives many.
    let keepsNotifications: Bool

    /// `launcher`, when given, starts the binary (e.g. `setpriv …` to run it as another user).
    init(
        arguments: [String] = ["--test-hooks", "--log-level", "warning"], keepsNotifications: Bool = true,
        launcher: [String] = []
    ) throws {
        self.keepsNotifications = keepsNotifications
        client = try LSPTestClient(
            arguments: arguments, launcher: launcher, answersServerRequests: false, keepsMessages: false,
            // Weak: the reader thread outlives this client by the time the process takes to end.
            bodyObserver: { [weak self] body in self?.receive(body) },
            endObserver: { [weak self] in self?.outputHasEnded() })
    }

    var process: Process { client.process }
    var pid: Int32 { process.processIdentifier }

    // MARK: Reading

    private func outputHasEnded() {
        condition.withLock {
            outputEnded = true; condition.broadcast()
        }
    }

    private func receive(_ body: Data) {
        let message = JSONRPCMessage.decode(body)
        condition.withLock {
            defer { condition.broadcast() }
            guard let message else {
                violations.append(
                    "server sent a body that is not a JSON object: \(String(decoding: body.prefix(200), as: UTF8.self))"
                )
                return
            }
            if let problem = message.jsonRPCProblem { violations.append(problem) }
            if message.method != nil {
                if message.id != nil {
                    requestsReceived.append(message)
                } else if keepsNotifications {
                    notificationsReceived.append(message)
                }
            } else if let id = message.requestID {
                responses[id] = message
                responseCounts[id, default: 0] += 1
            } else {
                nullIDErrorCount += 1
            }
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
            condition.withLock { violations.append("could not write to the server: \(error)") }
        }
    }

    /// Sends request `Request` (queued when `flush` is false); returns its id.
    @discardableResult
    func sendRequest<Request: LSPRequest>(
        _ request: Request.Type, _ params: Request.Params,
        flush shouldFlush: Bool = true
    ) -> RequestID {
        let id = RequestID.number(nextID)
        nextID += 1
        enqueue(ClientFrame.request(request, id: id, params))
        if shouldFlush { flush() }
        return id
    }

    /// Sends notification `Notification` (queued when `flush` is false).
    func notify<Notification: LSPNotification>(
        _ notification: Notification.Type, _ params: Notification.Params,
        flush shouldFlush: Bool = true
    ) {
        enqueue(ClientFrame.notification(notification, params))
        if shouldFlush { flush() }
    }

    /// Answers a request the server sent.
    func reply<Request: LSPRequest>(to request: ServerRequest<Request>, with result: Request.Response) {
        enqueue(ClientFrame.reply(to: request.id, with: result))
        flush()
    }

    func closeInput() {
        flush()
        client.closeInput()
    }

    // MARK: Waiting

    /// Waits until `ready` (evaluated under the lock) holds.
    private func wait(for description: String, timeout: TimeInterval, _ ready: () -> Bool) throws {
        flush()
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while !ready() {
            if outputEnded {
                throw Timeout(
                    waitingFor: description + " (the server's output ended; exit status "
                        + "\(process.isRunning ? "running" : "\(process.terminationStatus)"))",
                    stderrTail: stderrTail)
            }
            if !condition.wait(until: deadline) {
                if ready() { return }
                throw Timeout(waitingFor: description, stderrTail: stderrTail)
            }
        }
    }

    /// The response to request `id`, once it arrives: a result or an error.
    func response(to id: RequestID, timeout: TimeInterval = 20) throws -> JSONRPCMessage {
        var found: JSONRPCMessage?
        try wait(for: "the response to \(id)", timeout: timeout) {
            found = responses[id]
            return found != nil
        }
        return found!
    }

    /// Waits until every request in `ids` has its answer.
    func waitForAnswers(_ ids: [RequestID], timeout: TimeInterval) throws {
        var unanswered = ids[...]
        try wait(for: "answers to \(ids.count) requests", timeout: timeout) {
            while let first = unanswered.first, responses[first] != nil { unanswered.removeFirst() }
            return unanswered.isEmpty
        }
    }

    /// Sends request `Request` and returns its typed result; an error answer is thrown as its
    /// `ResponseError`.
    @discardableResult
    func result<Request: LSPRequest>(
        _ request: Request.Type, _ params: Request.Params,
        timeout: TimeInterval = 20
    ) throws -> Request.Response {
        let response = try response(to: sendRequest(request, params), timeout: timeout)
        guard let result = response.result else {
            throw response.responseError
                ?? ResponseError(code: -32603, message: "\(Request.method): no result in \(response)")
        }
        return try result.decode(as: Request.Response.self)
    }

    /// The params of the first notification `Notification` received (before or after the call)
    /// that satisfy `predicate`.
    @discardableResult
    func notification<Notification: LSPNotification>(
        _ notification: Notification.Type, timeout: TimeInterval = 20,
        where predicate: (Notification.Params) -> Bool = { _ in true }
    ) throws -> Notification.Params {
        var found: Notification.Params?
        try wait(for: "notification \(Notification.method)", timeout: timeout) {
            found = notificationsReceived.lazy.compactMap(Self.params(of: Notification.self)).first(where: predicate)
            return found != nil
        }
        return found!
    }

    /// The params of every notification `Notification` received so far, in order.
    func notifications<Notification: LSPNotification>(_ notification: Notification.Type) -> [Notification.Params] {
        condition.withLock { notificationsReceived.compactMap(Self.params(of: Notification.self)) }
    }

    private static func params<Notification: LSPNotification>(of notification: Notification.Type)
        -> (JSONRPCMessage) -> Notification.Params?
    {
        { message in
            guard message.methodName == Notification.method else { return nil }
            return try? (message.params ?? [:]).decode(as: Notification.Params.self)
        }
    }

    /// Requests `Request` the server sent so far (e.g. `workspace/applyEdit`), in order.
    func serverRequests<Request: LSPRequest>(_ request: Request.Type) -> [ServerRequest<Request>] {
        condition.withLock { requestsReceived.compactMap(ServerRequest<Request>.init) }
    }

    // MARK: Inspecting

    var protocolViolations: [String] { condition.withLock { violations } }
    var nullIDErrors: Int { condition.withLock { nullIDErrorCount } }
    /// The response to `id` if it has arrived.
    func storedResponse(_ id: RequestID) -> JSONRPCMessage? { condition.withLock { responses[id] } }
    /// Ids answered more than once.
    var duplicateResponses: [RequestID] { condition.withLock { responseCounts.filter { $0.value > 1 }.map(\.key) } }
    /// How many of `ids` have their answer.
    func answeredCount(_ ids: [RequestID]) -> Int { condition.withLock { ids.filter { responses[$0] != nil }.count } }

    var stderr: String { client.stderr }
    /// The end of standard error, or the crash report and what precedes it when there is one.
    private var stderrTail: String {
        let text = client.stderr
        if let crash = text.range(of: "Fatal error") ?? text.range(of: "*** Program crashed")
            ?? text.range(of: "*** Signal")
        {
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

    /// `initialize` (for `rootURI`, when given) then `initialized`; returns the `initialize` result.
    @discardableResult
    func initialize(
        rootURI: DocumentURI? = nil, capabilities: ClientCapabilities = ClientCapabilities(),
        processId: Int? = nil
    ) throws -> InitializeResult {
        let result = try result(
            InitializeRequest.self,
            InitializeParams(
                processId: processId, rootUri: rootURI,
                capabilities: capabilities))
        notify(InitializedNotification.self, EmptyParams())
        return result
    }

    /// `shutdown` then `exit`; returns the exit code.
    func shutDown(timeout: TimeInterval = 20) throws -> Int32? {
        let response = try response(to: sendRequest(ShutdownRequest.self, EmptyParams()), timeout: timeout)
        XCTAssertEqual(response.result, .null, "\(response)")
        notify(ExitNotification.self, EmptyParams())
        return waitForExit(timeout: 5)
    }

    func waitForExit(timeout: TimeInterval = 5) -> Int32? {
        client.waitForExit(timeout: timeout)
    }

    /// Fails the test if the server sent anything that is not well-formed JSON-RPC, answered a
    /// request twice, or reported a Thread Sanitizer finding.
    func assertHealthy(file: StaticString = #filePath, line: UInt = #line) {
        let violations = protocolViolations
        XCTAssertTrue(violations.isEmpty, "protocol violations: \(violations.prefix(5))", file: file, line: line)
        let duplicates = duplicateResponses
        XCTAssertTrue(duplicates.isEmpty, "requests answered twice: \(duplicates.prefix(10))", file: file, line: line)
        XCTAssertFalse(
            stderr.contains("ThreadSanitizer"), "TSan report:\n\(stderr.prefix(6000))", file: file, line: line)
        XCTAssertTrue(
            process.isRunning || process.terminationStatus == 0,
            "the server ended with status \(process.terminationStatus)", file: file, line: line)
    }
}
