import Foundation
import Logging
import MCP

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// MCP's stdio transport, one JSON-RPC message a line, with bounded memory: a line longer than
/// `maximumMessageBytes` is dropped as it arrives and handed on as an invalid message, which
/// the SDK's server answers with a parse error before it goes on. Reads block on a thread of
/// their own (the descriptors stay blocking, unlike the SDK's `StdioTransport`), and finding a
/// line end scans each byte once, so a huge message costs linear time.
actor LineDelimitedTransport: Transport {
    nonisolated let logger: Logger
    private let input: Int32
    private let output: Int32
    private let maximumMessageBytes: Int
    private let messages: AsyncThrowingStream<Data, any Error>
    private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
    private var isConnected = false

    init(input: Int32, output: Int32, maximumMessageBytes: Int = 8 * 1024 * 1024) {
        self.input = input
        self.output = output
        self.maximumMessageBytes = maximumMessageBytes
        logger = Logger(label: "mvvm-lsp.mcp.transport", factory: { _ in SwiftLogNoOpLogHandler() })
        (messages, continuation) = AsyncThrowingStream.makeStream()
    }

    func connect() async throws {
        guard !isConnected else { return }
        isConnected = true
        let reader = LineReader(input: input, maximumLineBytes: maximumMessageBytes, continuation: continuation)
        let thread = Thread { reader.run() }
        thread.name = "mcp-stdin"
        thread.start()
    }

    func disconnect() async {
        isConnected = false
        continuation.finish()
    }

    func send(_ data: Data) async throws {
        var bytes = [UInt8](data)
        bytes.append(UInt8(ascii: "\n"))
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
            if result < 0 {
                if errno == EINTR { continue }
                throw MCPError.transportError(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
            }
            written += result
        }
    }

    func receive() -> AsyncThrowingStream<Data, any Error> { messages }
}

/// Splits a descriptor's bytes into lines for the transport, on its own thread.
private struct LineReader: Sendable {
    /// What stands in for a dropped oversized line: not JSON, so the server answers a parse error.
    static let oversizedMarker = Data("oversized message dropped".utf8)

    let input: Int32
    let maximumLineBytes: Int
    let continuation: AsyncThrowingStream<Data, any Error>.Continuation

    func run() {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var line: [UInt8] = []
        var isDropping = false
        while true {
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            var start = 0
            while start < count {
                guard let newline = chunk[start..<count].firstIndex(of: UInt8(ascii: "\n")) else {
                    if !isDropping { line += chunk[start..<count] }
                    break
                }
                if !isDropping { line += chunk[start..<newline] }
                finish(line: line, dropped: isDropping)
                line.removeAll(keepingCapacity: line.count <= 64 * 1024)
                isDropping = false
                start = newline + 1
            }
            if line.count > maximumLineBytes {
                line = []
                isDropping = true
            }
        }
        continuation.finish()
    }

    private func finish(line: [UInt8], dropped: Bool) {
        if dropped {
            continuation.yield(Self.oversizedMarker)
        } else if line.contains(where: {
            $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\t")
        }) {
            continuation.yield(Data(line))
        }
    }
}
