import Foundation
import LanguageServerProtocol
import MVVMAnalyzerCore
import MVVMOperations
import MVVMRules

/// The mvvm-lsp language server: reads framed JSON-RPC messages from a `Connection`, checks
/// them against the lifecycle, and runs each one's handler through the `MessageScheduler`.
public final class LanguageServer: Sendable {
    /// How the server is started.
    public struct Options: Sendable {
        public var logLevel: LogLevel
        /// Registers the `mvvm-test/…` requests the test suite drives the server with; debug
        /// builds only (a release build has no test hooks and ignores it).
        public var enableTestHooks: Bool
        /// Called when the client process named by `initialize`'s `processId` has died.
        public var onClientProcessDeath: @Sendable () -> Void
        /// Called with the exit code when `exit` or the end of input could not finish within the
        /// grace period, e.g. because long requests hold every thread of the cooperative pool
        /// (the process must end anyway); nil to wait.
        public var onExitStalled: (@Sendable (Int32) -> Void)?
        /// How long a document's first diagnostics wait for its workspace folder's index.
        public var indexingGracePeriod: Duration
        /// Where log lines go besides the client: standard error, or a pipe of a test that runs
        /// the server in its own process.
        public var logOutput: @Sendable (Data) -> Void

        public init(
            logLevel: LogLevel = .info, enableTestHooks: Bool = false,
            indexingGracePeriod: Duration = .milliseconds(200),
            logOutput: @escaping @Sendable (Data) -> Void = ServerLogger.standardError,
            onClientProcessDeath: @escaping @Sendable () -> Void,
            onExitStalled: (@Sendable (Int32) -> Void)? = nil
        ) {
            self.logLevel = logLevel
            self.logOutput = logOutput
            self.enableTestHooks = enableTestHooks
            self.indexingGracePeriod = indexingGracePeriod
            self.onClientProcessDeath = onClientProcessDeath
            self.onExitStalled = onExitStalled
        }
    }

    let connection: Connection
    let options: Options
    let logger: ServerLogger
    let documents = DocumentStore()
    let state = Locked(ServerState())
    let analysis = EditorWorkspace()
    let diagnosticsDelivery = DiagnosticsDelivery()
    /// The last lint of each open document, for reuse by the next (see `LintMemo`).
    let lintMemos = Locked<[String: LintMemo]>([:])
    /// Baseline files named by `baseline:` settings, read again when they change.
    let baselines = BaselineStore()
    /// Open documents' lints, which indexing gives way to.
    let documentWork = DocumentWorkGate()
    let scheduler = MessageScheduler()
    #if MVVM_LSP_TEST_HOOKS
    /// Faults armed by the `mvvm-test/injectFault` test hook (debug builds only).
    let faults = FaultInjector()
    #endif
    private let registry: HandlerRegistry
    private let requestsInFlight = Locked<[RequestID: Task<Void, Never>]>([:])
    /// Files a scaffold command has sent to the client: a second scaffold of them is refused.
    let scaffoldClaims = Locked<Set<String>>([])
    /// Requests the server sent to the client and still awaits, by id: their method and who
    /// waits for the answer.
    private let outgoingRequests = Locked<(nextNumber: Int, pending: [RequestID: OutgoingRequest])>((1, [:]))

    private struct OutgoingRequest {
        let method: String
        let continuation: CheckedContinuation<Result<JSONValue, ResponseError>, Never>?
    }

    public init(connection: Connection, options: Options) {
        self.connection = connection
        self.options = options
        self.logger = ServerLogger(threshold: options.logLevel, output: options.logOutput)
        self.registry = HandlerRegistry.standard(includingTestHooks: options.enableTestHooks)
        // The end of input is seen on the reader thread, so the process ends in time even when
        // busy handlers starve the message loop of a thread.
        connection.onEndOfInput { [weak self] in self?.startExitWatchdog() }
    }

    /// Ends the process (through `onExitStalled`) if `exit` or the end of input has not been
    /// completed by the message loop shortly after the grace period. Runs on its own thread.
    private func startExitWatchdog() {
        guard let onExitStalled = options.onExitStalled else { return }
        Thread.detachNewThread { [self] in
            Thread.sleep(forTimeInterval: 0.65) // the grace period, and a little more
            onExitStalled(exitCode)
        }
    }

    /// Serves until `exit` or the end of input; returns the process exit code: 0 when
    /// `shutdown` came first, 1 otherwise.
    public func run() async -> Int32 {
        // The message loop has a thread of its own: handlers that keep every thread of the
        // cooperative pool busy must not delay `$/cancelRequest`, `exit` or the end of input.
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let loop = Thread { [self] in
                readMessages()
                continuation.resume()
            }
            loop.name = "mvvm-lsp message loop"
            loop.stackSize = 16 << 20 // JSON decoding recurses into nested arrays and objects
            loop.start()
        }
        return await finish()
    }

    /// Reads, decodes and dispatches messages until `exit` or the end of input.
    private func readMessages() {
        var framer = MessageFramer()
        while let chunk = connection.nextChunk() {
            framer.append(chunk)
            while let output = framer.next() {
                switch output {
                case .malformedHeader(let reason):
                    logger.warning("Skipped a malformed message header: \(reason)")
                    send(OutgoingMessage.errorResponse(id: nil, error: .parseError(reason)))
                case .body(let body):
                    if handle(body) == .exit {
                        startExitWatchdog()
                        return
                    }
                }
            }
        }
        logger.info("Input closed; exiting")
    }

    /// Lets queued work answer (the `shutdown` response above all), for a bounded time.
    private func finish() async -> Int32 {
        await scheduler.waitForAll(timeout: Self.exitGracePeriod)
        return exitCode
    }

    /// How long `exit` or the end of input waits for queued work before the process ends.
    static let exitGracePeriod: Duration = .milliseconds(500)

    private var exitCode: Int32 {
        state.withLock { $0.lifecycle == .shutDown } ? 0 : 1
    }

    private enum Continuation { case keepReading, exit }

    private func handle(_ body: Data) -> Continuation {
        let message: IncomingMessage
        switch IncomingMessage.decode(body) {
        case .success(let decoded):
            message = decoded
        case .failure(let failure):
            logger.warning("Rejected a message: \(failure.responseError.message)")
            send(OutgoingMessage.errorResponse(id: failure.requestID, error: failure.responseError))
            return .keepReading
        }
        traceIncoming(message)
        switch message.kind {
        case .request(let id, let method):
            handleRequest(message, id: id, method: method)
        case .notification(let method):
            return handleNotification(message, method: method)
        case .response(let id, let result):
            handleResponse(id: id, result: result)
        }
        return .keepReading
    }

    // MARK: Requests

    private func handleRequest(_ message: IncomingMessage, id: RequestID, method: String) {
        let lifecycle = state.withLock { $0.lifecycle }
        switch (lifecycle, method) {
        case (.uninitialized, InitializeRequest.method):
            break
        case (.uninitialized, _):
            return reply(id, error: .serverNotInitialized)
        case (.running, InitializeRequest.method):
            return reply(id, error: .invalidRequest("The server is already initialized"))
        case (.shutDown, _):
            return reply(id, error: .invalidRequest("The server is shut down; only 'exit' is accepted"))
        case (.running, _):
            break
        }
        guard let handler = registry.requests[method] else {
            return reply(id, error: .methodNotFound(method))
        }
        let prepared: HandlerRegistry.PreparedRequest
        do {
            prepared = try handler.prepare(self, message, id)
        } catch {
            logger.warning("Invalid params for '\(method)': \(error.message)")
            return reply(id, error: error)
        }
        switch method {
        case InitializeRequest.method: state.withLock { $0.lifecycle = .running }
        case ShutdownRequest.method: state.withLock { $0.lifecycle = .shutDown }
        default: break
        }
        requestsInFlight.withLock { inFlight in
            inFlight[id] = scheduler.schedule(prepared.scheduling) { [self] in
                await respond(to: id, method: method, running: prepared.run)
                _ = requestsInFlight.withLock { $0.removeValue(forKey: id) }
            }
        }
    }

    private func respond(
        to id: RequestID, method: String,
        running run: @Sendable () async throws -> Data
    ) async {
        guard !Task.isCancelled else { return reply(id, error: .requestCancelled) }
        do {
            #if MVVM_LSP_TEST_HOOKS
            try faults.check(method)
            #endif
            let response = try await run()
            if Task.isCancelled { return reply(id, error: .requestCancelled) }
            send(response)
        } catch let error as ResponseError {
            reply(id, error: error)
        } catch is CancellationError {
            reply(id, error: .requestCancelled)
        } catch {
            logger.error("Request '\(method)' (\(id)) failed: \(error)")
            reply(id, error: .internalError("'\(method)' failed: \(error)"))
        }
    }

    private func reply(_ id: RequestID, error: ResponseError) {
        send(OutgoingMessage.errorResponse(id: id, error: error))
    }

    // MARK: Notifications

    private func handleNotification(_ message: IncomingMessage, method: String) -> Continuation {
        if method == ExitNotification.method { return .exit }
        let lifecycle = state.withLock { $0.lifecycle }
        guard lifecycle == .running else {
            logger.debug("Ignored '\(method)': the server is not running")
            return .keepReading
        }
        do {
            if let immediate = registry.immediateNotifications[method] {
                try immediate.handle(self, message)
            } else if let handler = registry.notifications[method] {
                let (kind, work) = try handler.prepare(self, message)
                scheduler.schedule(kind, work)
            } else if !method.hasPrefix("$/") {
                logger.debug("Ignored unknown notification '\(method)'")
            }
        } catch {
            logger.warning("Invalid params for '\(method)': \(error.message)")
        }
        return .keepReading
    }

    /// Cancels a request that is queued or running; it answers `RequestCancelled`.
    func cancelRequest(_ id: RequestID) {
        requestsInFlight.withLock { $0[id] }?.cancel()
    }

    // MARK: Server-to-client requests

    /// Sends a request to the client without waiting for the answer; an error answer is logged.
    func sendRequest<Request: LSPRequest>(_ request: Request.Type, _ params: Request.Params) {
        send(request, params, continuation: nil)
    }

    /// Sends a request to the client and waits for its answer (the client's error, if any, is
    /// logged and returned).
    func sendRequestAndWait<Request: LSPRequest>(
        _ request: Request.Type,
        _ params: Request.Params
    ) async -> Result<JSONValue, ResponseError> {
        await withCheckedContinuation { continuation in
            send(request, params, continuation: continuation)
        }
    }

    private func send<Request: LSPRequest>(
        _ request: Request.Type, _ params: Request.Params,
        continuation: CheckedContinuation<Result<JSONValue, ResponseError>, Never>?
    ) {
        let id = outgoingRequests.withLock { state -> RequestID in
            let id = RequestID.string("mvvm-lsp-\(state.nextNumber)")
            state.nextNumber += 1
            state.pending[id] = OutgoingRequest(method: Request.method, continuation: continuation)
            return id
        }
        do {
            send(try OutgoingMessage.request(id: id, method: Request.method, params: params))
        } catch {
            logger.error("Could not encode '\(Request.method)': \(error)")
            handleResponse(id: id, result: .failure(.internalError("could not encode the request")))
        }
    }

    private func handleResponse(id: RequestID, result: Result<JSONValue, ResponseError>) {
        guard let request = outgoingRequests.withLock({ $0.pending.removeValue(forKey: id) }) else {
            return logger.debug("Ignored a response to request \(id), which the server did not send")
        }
        if case .failure(let error) = result {
            logger.warning("The client answered '\(request.method)' with error \(error.code): \(error.message)")
        }
        request.continuation?.resume(returning: result)
    }

    // MARK: Output

    /// Sends a notification to the client.
    func notify<Notification: LSPNotification>(
        _ notification: Notification.Type,
        _ params: Notification.Params
    ) {
        do {
            send(try OutgoingMessage.notification(method: Notification.method, params: params))
        } catch {
            logger.error("Could not encode '\(Notification.method)': \(error)")
        }
    }

    private func send(_ body: Data) {
        if !connection.send(body) {
            // Not forwarded as `window/logMessage`: that message would be dropped too, and log
            // again, without end (it overflowed the stack at the debug level).
            logger.log(.debug, "The client's input is closed; dropped an outgoing message", toClient: false)
        }
    }

    private func traceIncoming(_ message: IncomingMessage) {
        let trace = state.withLock { $0.trace }
        guard trace != .off else { return }
        let summary: String
        switch message.kind {
        case .request(let id, let method): summary = "Received request '\(method) - (\(id))'."
        case .notification(let method): summary = "Received notification '\(method)'."
        case .response(let id, _): summary = "Received response '\(id)'."
        }
        let verbose = trace == .verbose ? String(decoding: message.body, as: UTF8.self) : nil
        notify(LogTraceNotification.self, LogTraceParams(message: summary, verbose: verbose))
    }
}
