import Foundation
import LanguageServerProtocol

#if canImport(Glibc)
import Glibc
#endif

/// The real `mvvm-lsp` binary as a child process, driven over real pipes with the project's own
/// `LanguageServerProtocol` types: `send(InitializeRequest.self, params)` returns the typed
/// response, `notification(PublishDiagnosticsNotification.self) { … }` waits for typed params.
/// Every message the server sends is framed and decoded once, on a reader thread, and kept
/// (responses by id), so a wait is cheap however much was received. Requests the server sends
/// (`workspace/configuration`, `client/registerCapability`, …) are kept and answered `null`
/// unless a test answers them itself. Raw bytes can be written for hostile-input tests.
///
/// `location: .inProcess` runs the same server in the test process instead (`InProcessServer`),
/// over pipes, with the same API and bytes: a breakpoint in a handler stops the test.
public final class LSPTestClient: @unchecked Sendable {
    /// Where the server runs.
    public enum Location: Sendable {
        /// The built binary, a child process (the default, and what CI runs everywhere).
        case childProcess
        /// `LanguageServer` in this process, for a debugger.
        case inProcess
    }

    /// A wait that ran out, with the end of the server's standard error.
    public struct Timeout: Error, CustomStringConvertible {
        public let waitingFor: String
        public let stderrTail: String
        public var description: String { "Timed out waiting for \(waitingFor). Server stderr (tail):\n\(stderrTail)" }

        public init(waitingFor: String, stderrTail: String) {
            self.waitingFor = waitingFor
            self.stderrTail = stderrTail
        }
    }

    /// A message the server sent, decoded, with the time its bytes arrived.
    public struct ServerMessage: Sendable {
        public let message: IncomingMessage
        public let receivedAt: ContinuousClock.Instant

        public var method: String? {
            switch message.kind {
            case .request(_, let method), .notification(let method): return method
            case .response: return nil
            }
        }

        /// The params as `Params`, or nil when they do not decode as that type.
        public func params<Params: Decodable>(_ type: Params.Type) -> Params? {
            try? message.decodeParams(type)
        }
    }

    private let child: Process?
    private let inProcessServer: InProcessServer?
    private let input: FileHandle
    private let output: FileHandle
    private let errors: FileHandle
    /// The child's pipes, kept for as long as the client.
    private let pipes: [Pipe]
    /// Answer requests from the server with `null` as they arrive.
    private let answersServerRequests: Bool

    // Guarded by `condition`.
    private let condition = NSCondition()
    private var responses:
        [RequestID: (result: Result<JSONValue, ResponseError>, receivedAt: ContinuousClock.Instant)] = [:]
    private var received: [ServerMessage] = []
    private var bodies: [Data] = []
    private var undecodable: [String] = []
    private var stderrData = Data()
    private var outputEnded = false
    private var nextID = 1

    /// The built binary: `MVVM_LSP_BINARY`, or `mvvm-lsp` beside the test bundle.
    public static var binaryURL: URL {
        if let path = ProcessInfo.processInfo.environment["MVVM_LSP_BINARY"] { return URL(fileURLWithPath: path) }
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("mvvm-lsp")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: ".build/debug/mvvm-lsp")
    }

    /// Called on the reader thread with every body the server sends, before it is kept.
    private let bodyObserver: (@Sendable (Data) -> Void)?
    /// Called on the reader thread once the server's output ends.
    private let endObserver: (@Sendable () -> Void)?
    /// Keep (decode and store) what the server sends; off for floods an observer handles.
    private let keepsMessages: Bool

    /// Starts `binary <arguments>` (by default the built `mvvm-lsp` with test hooks); with a
    /// `launcher` (e.g. `setpriv …`), `launcher + [binary] + arguments`. `bodyObserver` and
    /// `endObserver` let a specialised harness index what arrives itself (`keepsMessages: false`
    /// then saves decoding and storing it twice). In process, `arguments` are `serve`'s options
    /// and there is no binary, launcher or current directory.
    public init(
        location: Location = .childProcess, binary: URL = LSPTestClient.binaryURL,
        arguments: [String] = ["--test-hooks", "--log-level", "debug"],
        launcher: [String] = [], answersServerRequests: Bool = true, currentDirectory: URL? = nil,
        keepsMessages: Bool = true, bodyObserver: (@Sendable (Data) -> Void)? = nil,
        endObserver: (@Sendable () -> Void)? = nil
    ) throws {
        signal(SIGPIPE, SIG_IGN) // a dead server must fail a test, not end the test runner
        self.answersServerRequests = answersServerRequests
        self.keepsMessages = keepsMessages
        self.bodyObserver = bodyObserver
        self.endObserver = endObserver
        switch location {
        case .childProcess:
            let process = Process()
            if let command = launcher.first {
                process.executableURL = URL(fileURLWithPath: command)
                process.arguments = launcher.dropFirst() + [binary.path] + arguments
            } else {
                process.executableURL = binary
                process.arguments = arguments
            }
            if let currentDirectory { process.currentDirectoryURL = currentDirectory }
            let input = Pipe(), output = Pipe(), errors = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            child = process
            inProcessServer = nil
            pipes = [input, output, errors]
            self.input = input.fileHandleForWriting
            self.output = output.fileHandleForReading
            self.errors = errors.fileHandleForReading
        case .inProcess:
            precondition(
                launcher.isEmpty && currentDirectory == nil,
                "an in-process server has no launcher or directory of its own")
            let server = try InProcessServer(arguments: arguments)
            child = nil
            inProcessServer = server
            pipes = []
            input = server.input
            output = server.output
            errors = server.log
        }
        startReading()
    }

    deinit {
        if let child, child.isRunning { child.terminate() }
        if let inProcessServer {
            // The server's end of input: it exits. Waited for, so that no server of this test
            // still works (on folders being removed) while the next test runs in this process.
            closeInput()
            let deadline = Date().addingTimeInterval(10)
            while inProcessServer.status == nil && Date() < deadline { usleep(5_000) }
        }
    }

    /// The server's process; a test that needs one runs the binary.
    public var process: Process {
        guard let child else { preconditionFailure("an in-process server has no process of its own") }
        return child
    }

    /// Whether the server still runs.
    public var isRunning: Bool {
        child?.isRunning ?? (inProcessServer?.status == nil)
    }

    /// The server's exit status once it has ended (`exit`, or the end of its input).
    public var exitStatus: Int32? {
        if let child { return child.isRunning ? nil : child.terminationStatus }
        return inProcessServer?.status
    }

    // MARK: Sending

    /// Sends a request and waits for its typed response; a JSON-RPC error is thrown as
    /// `ResponseError`.
    @discardableResult
    public func send<Request: LSPRequest>(
        _ request: Request.Type, _ params: Request.Params,
        timeout: TimeInterval = 15
    ) throws -> Request.Response {
        let id = sendRequest(request, params)
        return try response(to: id, timeout: timeout, describing: Request.method).get().decode(
            as: Request.Response.self)
    }

    /// Sends a request without waiting; returns its id (see `response(to:)`).
    @discardableResult
    public func sendRequest<Request: LSPRequest>(_ request: Request.Type, _ params: Request.Params) -> RequestID {
        let id = condition.withLock { () -> RequestID in
            defer { nextID += 1 }
            return .number(nextID)
        }
        sendRaw(ClientFrame.request(request, id: id, params))
        return id
    }

    /// Sends a notification.
    public func notify<Notification: LSPNotification>(_ notification: Notification.Type, _ params: Notification.Params)
    {
        sendRaw(ClientFrame.notification(notification, params))
    }

    /// Sends a request whose params are arbitrary JSON (absent when nil), e.g. params of the wrong
    /// shape or a method the server does not know; returns its id.
    @discardableResult
    public func sendRequest(method: String, params: JSONValue?) -> RequestID {
        let id = condition.withLock { () -> RequestID in
            defer { nextID += 1 }
            return .number(nextID)
        }
        sendRaw(ClientFrame.message(method: method, id: id, params: params))
        return id
    }

    /// Sends a request with arbitrary JSON params and waits for its result or error.
    public func request(method: String, params: JSONValue?, timeout: TimeInterval = 15) throws -> Result<
        JSONValue, ResponseError
    > {
        try response(to: sendRequest(method: method, params: params), timeout: timeout, describing: method)
    }

    /// Sends a notification whose params are arbitrary JSON (absent when nil).
    public func notify(method: String, params: JSONValue?) {
        sendRaw(ClientFrame.message(method: method, id: nil, params: params))
    }

    /// Answers a request the server sent (`workspace/applyEdit`, `window/showDocument`, …).
    public func reply(to id: RequestID, with result: some Encodable) {
        sendRaw(ClientFrame.reply(to: id, with: result))
    }

    /// Writes bytes as they are, framing included (hostile-input tests).
    public func sendRaw(_ bytes: Data) {
        try? write(bytes)
    }

    /// Writes bytes as they are; throws when the server's input is closed.
    public func write(_ bytes: Data) throws {
        try input.write(contentsOf: bytes)
    }

    /// Closes the server's standard input.
    public func closeInput() {
        try? input.close()
    }

    // MARK: Waiting

    /// The result of request `id`, once it arrives.
    public func response(
        to id: RequestID, timeout: TimeInterval = 15,
        describing what: String = "a response"
    ) throws -> Result<JSONValue, ResponseError> {
        try timedResponse(to: id, timeout: timeout, describing: what).result
    }

    /// The result of request `id` and when its bytes arrived, once it arrives.
    public func timedResponse(to id: RequestID, timeout: TimeInterval = 15, describing what: String = "a response")
        throws -> (result: Result<JSONValue, ResponseError>, receivedAt: ContinuousClock.Instant)
    {
        var found: (result: Result<JSONValue, ResponseError>, receivedAt: ContinuousClock.Instant)?
        try wait(for: "\(what) (id \(id))", timeout: timeout) {
            found = responses[id]
            return found != nil
        }
        return found!
    }

    /// Removes and returns the first message satisfying `predicate` (received before or after
    /// the call), so the next `take` finds a later one. `predicate` must not call the client.
    public func take(
        _ description: String, timeout: TimeInterval = 15,
        where predicate: (ServerMessage) -> Bool
    ) throws -> ServerMessage {
        var found: ServerMessage?
        try wait(for: description, timeout: timeout) {
            guard let index = received.firstIndex(where: predicate) else { return false }
            found = received.remove(at: index)
            return true
        }
        return found!
    }

    /// The server's peak resident set size in bytes (Linux `VmHWM`), if readable (a child process only).
    public var peakResidentBytes: Int? {
        guard let child,
            let status = try? String(contentsOfFile: "/proc/\(child.processIdentifier)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true)[1])
        else { return nil }
        return kilobytes * 1024
    }

    /// The params of the first notification `Notification` received (before or after the call)
    /// that satisfy `predicate` (which runs with the client's lock held: it must not call the client).
    public func notification<Notification: LSPNotification>(
        _ notification: Notification.Type, timeout: TimeInterval = 15,
        where predicate: (Notification.Params) -> Bool = { _ in true }
    ) throws -> Notification.Params {
        var found: Notification.Params?
        try wait(for: Notification.method, timeout: timeout) {
            found = received.lazy.filter { $0.method == Notification.method }
                .compactMap { $0.params(Notification.Params.self) }.first(where: predicate)
            return found != nil
        }
        return found!
    }

    /// The params of every notification `Notification` received so far, in order.
    public func notifications<Notification: LSPNotification>(_ notification: Notification.Type) -> [Notification.Params]
    {
        condition.withLock {
            received.filter { $0.method == Notification.method }.compactMap { $0.params(Notification.Params.self) }
        }
    }

    /// The first message satisfying `predicate` (received before or after the call);
    /// `predicate` must not call the client.
    public func message(
        _ description: String, timeout: TimeInterval = 15,
        where predicate: (ServerMessage) -> Bool
    ) throws -> ServerMessage {
        var found: ServerMessage?
        try wait(for: description, timeout: timeout) {
            found = received.first(where: predicate)
            return found != nil
        }
        return found!
    }

    /// Every JSON-RPC message the server sent so far, decoded, in order.
    public var receivedMessages: [ServerMessage] { condition.withLock { received } }

    /// Every message body the server sent, in order, JSON-RPC or not.
    public var receivedBodies: [Data] { condition.withLock { bodies } }

    /// Waits until the bodies received satisfy `predicate`, which runs outside the client's lock
    /// (it may ask the client anything) whenever a body arrives, and every 20 ms.
    public func waitForBodies(
        _ description: String, timeout: TimeInterval = 15,
        until predicate: ([Data]) -> Bool
    ) throws {
        try waitUntil(description, timeout: timeout) { predicate(receivedBodies) }
    }

    /// Waits until `satisfied` returns true; it runs outside the client's lock (it may ask the
    /// client anything) whenever a message arrives, and every 20 ms.
    public func waitUntil(_ description: String, timeout: TimeInterval = 15, _ satisfied: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let (seen, ended) = condition.withLock { (bodies.count + received.count, outputEnded) }
            if satisfied() { return }
            if ended || Date() >= deadline {
                throw Timeout(waitingFor: description, stderrTail: String(stderr.suffix(4_000)))
            }
            condition.withLock {
                if bodies.count + received.count == seen && !outputEnded {
                    _ = condition.wait(until: min(deadline, Date().addingTimeInterval(0.02)))
                }
            }
        }
    }

    /// Waits until standard error holds `text`. It is read on a thread of its own, so a line the
    /// server wrote before a message may arrive after it.
    public func waitForStderr(containing text: String, timeout: TimeInterval = 15) throws {
        try waitUntil("'\(text)' on standard error", timeout: timeout) { stderr.contains(text) }
    }

    /// Bodies the server sent that are not JSON-RPC messages (should stay empty).
    public var undecodableMessages: [String] { condition.withLock { undecodable } }

    /// Everything the server wrote to standard error so far (the last 8 MB at most).
    public var stderr: String { condition.withLock { String(decoding: stderrData, as: UTF8.self) } }

    /// Waits until `ready` (called with the lock held; it may take what it finds) returns true.
    private func wait(for description: String, timeout: TimeInterval, _ ready: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if ready() { return }
            if outputEnded || !condition.wait(until: deadline) {
                if ready() { return }
                let tail = String(decoding: stderrData.suffix(4_000), as: UTF8.self)
                throw Timeout(waitingFor: description, stderrTail: tail)
            }
        }
    }

    // MARK: Lifecycle

    /// `initialize` with `params`, then `initialized`.
    @discardableResult
    public func initialize(_ params: InitializeParams, timeout: TimeInterval = 15) throws -> InitializeResult {
        let result = try send(InitializeRequest.self, params, timeout: timeout)
        notify(InitializedNotification.self, EmptyParams())
        return result
    }

    /// `shutdown`, `exit`, and the exit status (nil if the process did not end in time).
    @discardableResult
    public func shutDown(timeout: TimeInterval = 15) throws -> Int32? {
        try send(ShutdownRequest.self, EmptyParams(), timeout: timeout)
        notify(ExitNotification.self, EmptyParams())
        let deadline = Date().addingTimeInterval(5)
        while isRunning && Date() < deadline { usleep(10_000) }
        return exitStatus
    }

    // MARK: Reading

    /// Reader threads hold the client only while handling a chunk, so a test that lets go of
    /// its client ends the server at once (`deinit`) instead of leaving it running until the
    /// test process exits.
    private func startReading() {
        let outputHandle = output
        let endObserver = endObserver
        Thread.detachNewThread { [weak self] in
            var framer = MessageFramer()
            while true {
                let chunk = outputHandle.availableData
                if chunk.isEmpty { break }
                let arrived = ContinuousClock.now
                framer.append(chunk)
                guard let self else { return }
                while let frame = framer.next() {
                    if case .body(let body) = frame { receive(body, at: arrived) }
                }
            }
            endObserver?()
            guard let self else { return }
            condition.withLock {
                outputEnded = true; condition.broadcast()
            }
        }
        let errorHandle = errors
        Thread.detachNewThread { [weak self] in
            while true {
                let chunk = errorHandle.availableData
                if chunk.isEmpty { return }
                guard let self else { return }
                condition.withLock {
                    stderrData.append(chunk)
                    if stderrData.count > 8 << 20 { stderrData.removeFirst(stderrData.count - (4 << 20)) }
                }
            }
        }
    }

    private func receive(_ body: Data, at arrived: ContinuousClock.Instant) {
        bodyObserver?(body)
        guard keepsMessages else { return }
        condition.withLock { bodies.append(body) }
        switch IncomingMessage.decode(body) {
        case .success(let message):
            if case .request(let id, _) = message.kind, answersServerRequests {
                sendRaw(ClientFrame.reply(to: id, with: NullResult()))
            }
            condition.withLock {
                if case .response(let id, let result) = message.kind { responses[id] = (result, arrived) }
                received.append(ServerMessage(message: message, receivedAt: arrived))
                condition.broadcast()
            }
        case .failure:
            condition.withLock {
                undecodable.append(String(decoding: body.prefix(300), as: UTF8.self))
                condition.broadcast()
            }
        }
    }
}
