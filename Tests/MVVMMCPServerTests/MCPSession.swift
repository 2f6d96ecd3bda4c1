import Foundation
import LanguageServerProtocol
import MVVMMCPServer
import TestSupport
import XCTest

/// `MCPWorkspaceServer` in this process over its own line-delimited transport, on pipes, spoken
/// to as an MCP client speaks: `initialize`, then requests, one JSON object a line.
final class MCPSession: @unchecked Sendable {
    private let toServer = Pipe()
    private let fromServer = Pipe()
    private let server: Task<Void, any Error>
    private let lock = NSLock()
    private let arrived = DispatchSemaphore(value: 0)
    private var lines: [JSONValue] = []
    private var nextID = 1

    /// A session with the server of `root`, initialized.
    init(root: String) throws {
        let workspaceServer = MCPWorkspaceServer(root: root, version: "0.0.0-test")
        let input = toServer.fileHandleForReading.fileDescriptor
        let output = fromServer.fileHandleForWriting.fileDescriptor
        server = Task { try await workspaceServer.run(input: input, output: output) }
        let reader = fromServer.fileHandleForReading
        Thread.detachNewThread { [self] in
            var buffer = Data()
            while case let data = reader.availableData, !data.isEmpty {
                buffer += data
                while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = buffer[buffer.startIndex..<newline]
                    buffer = Data(buffer[buffer.index(after: newline)...])
                    guard let message = try? JSONDecoder().decode(JSONValue.self, from: line) else { continue }
                    lock.withLock { lines.append(message) }
                    arrived.signal()
                }
            }
        }
        let initialized = try request(
            "initialize",
            [
                "protocolVersion": "2025-06-18", "capabilities": [:],
                "clientInfo": ["name": "MCPSession", "version": "1"],
            ])
        XCTAssertEqual(initialized["serverInfo"]?["name"]?.stringValue, "mvvm-lsp")
        try send(["jsonrpc": "2.0", "method": "notifications/initialized"])
    }

    /// Closes the server's input, which ends its run, then its output, which ends the reader.
    func close() {
        try? toServer.fileHandleForWriting.close()
        let ended = DispatchSemaphore(value: 0)
        let server = server
        Task {
            _ = await server.result
            ended.signal()
        }
        XCTAssertEqual(ended.wait(timeout: .now() + 30), .success, "the server ends when its input closes")
        try? fromServer.fileHandleForWriting.close()
    }

    /// The result of `method`, waiting at most `timeout` seconds; an error answer fails the call.
    func request(_ method: String, _ parameters: JSONValue, timeout: TimeInterval = 120) throws -> JSONValue {
        let id = lock.withLock {
            defer { nextID += 1 }
            return nextID
        }
        try send(["jsonrpc": "2.0", "id": .number(Double(id)), "method": .string(method), "params": parameters])
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let answer = lock.withLock { () -> JSONValue? in
                guard let index = lines.firstIndex(where: { $0["id"]?.intValue == id }) else { return nil }
                return lines.remove(at: index)
            }
            if let answer {
                if let error = answer["error"] { throw SessionError("\(method) failed: \(error.canonicalText)") }
                return try XCTUnwrap(answer["result"], answer.canonicalText)
            }
            guard arrived.wait(timeout: .now() + max(0, deadline.timeIntervalSinceNow)) == .success else {
                throw SessionError("no answer to \(method) within \(Int(timeout)) s")
            }
        }
    }

    /// `tools/call` of `tool`: whether it is an error, its structured content and its text.
    func call(_ tool: String, _ arguments: [String: JSONValue] = [:]) throws -> ToolAnswer {
        let result = try request("tools/call", ["name": .string(tool), "arguments": .object(arguments)])
        let text = (result["content"]?.arrayValue ?? []).compactMap { $0["text"]?.stringValue }.joined()
        return ToolAnswer(
            isError: result["isError"]?.boolValue ?? false, structured: result["structuredContent"], text: text)
    }

    private func send(_ message: JSONValue) throws {
        try toServer.fileHandleForWriting.write(contentsOf: JSONEncoder().encode(message) + Data("\n".utf8))
    }

    struct ToolAnswer {
        let isError: Bool
        let structured: JSONValue?
        let text: String
    }

    struct SessionError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
