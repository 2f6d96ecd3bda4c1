import Foundation

/// A message from the server and when its bytes arrived.
struct ReceivedMessage: @unchecked Sendable {
    let body: [String: Any]
    let time: ContinuousClock.Instant

    var method: String? { body["method"] as? String }
    var params: [String: Any] { body["params"] as? [String: Any] ?? [:] }
    subscript(key: String) -> Any? { body[key] }
}

/// Why waiting for a message failed.
struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
}

/// Messages received and not yet taken, with a condition to wait on.
final class MessageInbox: @unchecked Sendable {
    private let condition = NSCondition()
    private var messages: [ReceivedMessage] = []
    private var isClosed = false

    func append(_ message: ReceivedMessage) {
        condition.withLock {
            messages.append(message)
            condition.broadcast()
        }
    }

    func close() {
        condition.withLock {
            isClosed = true
            condition.broadcast()
        }
    }

    /// Takes the first message matching `predicate`, waiting up to `timeout` seconds for it.
    /// Server requests met on the way are left in place for `takeRequests`.
    func wait(timeout: Double, what: String, _ predicate: ([String: Any]) -> Bool) throws -> ReceivedMessage {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = messages.firstIndex(where: { predicate($0.body) }) {
                return messages.remove(at: index)
            }
            if isClosed { throw BenchmarkError(description: "the server exited while waiting for \(what)") }
            if !condition.wait(until: deadline) { throw BenchmarkError(description: "timed out waiting for \(what)") }
        }
    }

    /// Drops every message received so far.
    func removeAll() {
        condition.withLock { messages.removeAll() }
    }
}
