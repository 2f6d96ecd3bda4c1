import Foundation

/// A minimal LSP client: starts `mvvm-lsp` as a child process, writes framed JSON-RPC to its
/// standard input and timestamps every message it writes back.
final class LSPClient: Sendable {
    let process: Process
    private let input: FileHandle
    let inbox = MessageInbox()
    private let nextID = Counter()
    private let writeLock = NSLock()

    /// Starts `binary serve` in `directory`; standard error goes to /dev/null.
    init(binary: String, arguments: [String] = ["serve", "--log-level", "error"]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        self.process = process
        self.input = stdin.fileHandleForWriting
        let output = stdout.fileHandleForReading
        Thread.detachNewThread { [self] in read(output) }
    }

    /// Sends a request; returns its id.
    @discardableResult
    func request(_ method: String, _ params: Any) -> Int {
        let id = nextID.next()
        write(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        return id
    }

    /// Sends a request and waits for its response's `result`.
    func call(_ method: String, _ params: Any, timeout: Double = 120) throws -> Any? {
        let id = request(method, params)
        let response = try inbox.wait(timeout: timeout, what: method) { ($0["id"] as? Int) == id && $0["method"] == nil }
        return response.body["result"] ?? nil
    }

    func notify(_ method: String, _ params: Any) {
        write(["jsonrpc": "2.0", "method": method, "params": params])
    }


    /// `shutdown`, `exit`, then waits for the process.
    func stop() {
        _ = try? call("shutdown", NSNull(), timeout: 30)
        notify("exit", NSNull())
        try? input.close()
        process.waitUntilExit()
    }

    /// The server's peak resident set size in bytes (Linux `VmHWM`), if readable.
    var peakResidentBytes: Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]) else { return nil }
        return kilobytes * 1024
    }

    private func write(_ message: [String: Any]) {
        guard let body = try? JSONSerialization.data(withJSONObject: message) else { return }
        var data = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        data.append(body)
        writeLock.withLock { try? input.write(contentsOf: data) }
    }

    /// Reads messages until the end of output; requests from the server (progress tokens,
    /// registrations) are answered with `null` at once.
    private func read(_ output: FileHandle) {
        var buffer = Data()
        while true {
            let chunk = output.availableData
            guard !chunk.isEmpty else { return inbox.close() }
            let received = ContinuousClock.now
            buffer.append(chunk)
            while let message = Self.nextMessage(&buffer) {
                if message["method"] != nil, let id = message["id"] {
                    write(["jsonrpc": "2.0", "id": id, "result": NSNull()])
                }
                inbox.append(ReceivedMessage(body: message, time: received))
            }
        }
    }

    /// Removes one framed message from the front of `buffer`.
    private static func nextMessage(_ buffer: inout Data) -> [String: Any]? {
        guard let headerEnd = buffer.range(of: Data("\r\n\r\n".utf8)) else { return nil }
        let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
        guard let lengthLine = header.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }),
              let length = Int(lengthLine.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)),
              buffer.count - (headerEnd.upperBound - buffer.startIndex) >= length else { return nil }
        let body = buffer[headerEnd.upperBound..<headerEnd.upperBound + length]
        buffer = Data(buffer[(headerEnd.upperBound + length)...])
        return (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
    }
}

/// A thread-safe increasing number.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.withLock { value += 1; return value }
    }
}
