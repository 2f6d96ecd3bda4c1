import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

/// The end-to-end tests' view of the one test client (`LSPTestClient`, in TestSupport):
/// messages built and read as JSON objects (`[String: Any]`), as any client would, so the older
/// tests do not depend on the server's own Codable types. New tests use `LSPTestClient` and its
/// typed messages directly.
final class ServerProcess {
    typealias Timeout = LSPTestClient.Timeout

    let client: LSPTestClient
    var process: Process { client.process }
    private var nextID = 1

    init(arguments: [String] = ["--test-hooks", "--log-level", "debug"]) throws {
        // The tests answer the server's requests themselves.
        client = try LSPTestClient(arguments: arguments, answersServerRequests: false)
    }

    // MARK: Sending

    func sendRaw(_ bytes: Data) {
        client.sendRaw(bytes)
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
        client.closeInput()
    }

    // MARK: Receiving

    /// Every message received so far, in order.
    var messages: [[String: Any]] {
        client.receivedBodies.compactMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
    }

    var stderr: String { client.stderr }

    /// Waits for the first received message that satisfies `predicate`.
    func waitForMessage(_ description: String, timeout: TimeInterval = 10,
                        where predicate: ([String: Any]) -> Bool) throws -> [String: Any] {
        var match: [String: Any]?
        try client.waitForBodies(description, timeout: timeout) { bodies in
            match = bodies.lazy.compactMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
                .first(where: predicate)
            return match != nil
        }
        return match!
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
