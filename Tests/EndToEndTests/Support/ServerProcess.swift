import Foundation
import LanguageServerProtocol
import MVVMAnalyzerCore
import XCTest

/// The real `mvvm-lsp` binary as a child process, spoken to over real pipes.
///
/// Messages are built and read as JSON objects (`[String: Any]`), exactly as any client would,
/// so the tests do not depend on the server's own Codable types.
final class ServerProcess {
    struct Timeout: Error, CustomStringConvertible {
        let waitingFor: String
        let stderr: String
        var description: String { "Timed out waiting for \(waitingFor). Server stderr:\n\(stderr)" }
    }

    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private let received = Locked<[Data]>([])
    private let stderrText = Locked<String>("")
    private var nextID = 1

    /// The built binary: `MVVM_LSP_BINARY`, or `mvvm-lsp` next to the test bundle.
    static var binaryURL: URL {
        if let path = ProcessInfo.processInfo.environment["MVVM_LSP_BINARY"] {
            return URL(fileURLWithPath: path)
        }
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("mvvm-lsp")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: ".build/debug/mvvm-lsp")
    }

    init(arguments: [String] = ["--test-hooks", "--log-level", "debug"]) throws {
        process.executableURL = Self.binaryURL
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        startReading()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    private func startReading() {
        let outputHandle = output.fileHandleForReading
        let received = received
        Thread.detachNewThread { [received] in
            var framer = MessageFramer()
            while true {
                let chunk = outputHandle.availableData
                if chunk.isEmpty { return }
                framer.append(chunk)
                while let frame = framer.next() {
                    if case .body(let body) = frame { received.withLock { $0.append(body) } }
                }
            }
        }
        let errorHandle = errors.fileHandleForReading
        let stderrText = stderrText
        Thread.detachNewThread { [stderrText] in
            while true {
                let chunk = errorHandle.availableData
                if chunk.isEmpty { return }
                stderrText.withLock { $0 += String(decoding: chunk, as: UTF8.self) }
            }
        }
    }

    // MARK: Sending

    func sendRaw(_ bytes: Data) {
        input.fileHandleForWriting.write(bytes)
    }

    func send(_ message: [String: Any]) {
        var message = message
        message["jsonrpc"] = "2.0"
        let body = try! JSONSerialization.data(withJSONObject: message)
        sendRaw(MessageFramer.frame(body))
    }

    /// Sends a request and returns its id.
    @discardableResult
    func sendRequest(_ method: String, _ params: Any? = nil) -> Int {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method]
        if let params { message["params"] = params }
        send(message)
        return id
    }

    func notify(_ method: String, _ params: Any? = nil) {
        var message: [String: Any] = ["method": method]
        if let params { message["params"] = params }
        send(message)
    }

    func closeInput() {
        try? input.fileHandleForWriting.close()
    }

    // MARK: Receiving

    /// Every message received so far, in order.
    var messages: [[String: Any]] {
        received.withLock { $0 }.compactMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
    }

    var stderr: String { stderrText.withLock { $0 } }

    /// Waits for the first received message that satisfies `predicate`.
    func waitForMessage(_ description: String, timeout: TimeInterval = 10,
                        where predicate: ([String: Any]) -> Bool) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let match = messages.first(where: predicate) { return match }
            Thread.sleep(forTimeInterval: 0.005)
        }
        throw Timeout(waitingFor: description, stderr: stderr)
    }

    /// Waits for the response to request `id`.
    func response(to id: Any, timeout: TimeInterval = 10) throws -> [String: Any] {
        try waitForMessage("the response to \(id)", timeout: timeout) { message in
            message["method"] == nil && "\(message["id"] ?? "none")" == "\(id)"
        }
    }

    /// Sends a request and waits for its response.
    func request(_ method: String, _ params: Any? = nil, timeout: TimeInterval = 10) throws -> [String: Any] {
        try response(to: sendRequest(method, params), timeout: timeout)
    }

    /// Waits for a notification named `method` whose params satisfy `predicate`.
    func notification(_ method: String, timeout: TimeInterval = 10,
                      where predicate: ([String: Any]) -> Bool = { _ in true }) throws -> [String: Any] {
        try waitForMessage("notification \(method)", timeout: timeout) { message in
            message["method"] as? String == method && predicate(message["params"] as? [String: Any] ?? [:])
        }
    }

    /// `initialize` followed by `initialized`; returns the `initialize` result.
    @discardableResult
    func initialize(capabilities: [String: Any] = [:], extra: [String: Any] = [:]) throws -> [String: Any] {
        var params: [String: Any] = ["processId": NSNull(), "rootUri": NSNull(), "capabilities": capabilities]
        params.merge(extra) { _, new in new }
        let response = try request("initialize", params)
        notify("initialized", [String: Any]())
        return try XCTUnwrap(response["result"] as? [String: Any], "initialize failed: \(response)")
    }

    /// Waits for the process to end; returns its exit code, or nil on timeout.
    func waitForExit(timeout: TimeInterval = 5) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return process.isRunning ? nil : process.terminationStatus
    }
}

extension Dictionary where Key == String, Value == Any {
    /// The error code of a response, if it is an error.
    var errorCode: Int? { (self["error"] as? [String: Any])?["code"] as? Int }
    var errorMessage: String? { (self["error"] as? [String: Any])?["message"] as? String }
}
