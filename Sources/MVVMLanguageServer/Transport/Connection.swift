import Foundation
import LanguageServerProtocol
import MVVMAnalyzerCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A byte pipe to the client: reads raw chunks from one file descriptor on a dedicated thread
/// and writes whole frames to another, one frame at a time.
public final class Connection: Sendable {
    private let outputDescriptor: Int32
    private let writeLock = Locked<Bool>(true) // true while the output is usable
    private let outputClosed = Locked<Bool>(false)
    /// Whether the input has ended, and who to tell when it does.
    private let endOfInput = EndOfInput()

    private final class EndOfInput: Sendable {
        /// A struct, not a tuple holding a bare closure: see `Locked`.
        struct State {
            var ended = false
            var handler: (@Sendable () -> Void)?
        }
        let state = Locked(State())
    }

    /// Chunks read from the input and not yet taken, and whether the input has ended.
    private let chunks = ChunkQueue()

    /// A blocking queue: the message loop waits on it from a thread of its own, so it never
    /// depends on the cooperative thread pool that busy handlers may fill.
    private final class ChunkQueue: @unchecked Sendable {
        private let condition = NSCondition()
        private var chunks: [Data] = []
        private var ended = false

        func append(_ chunk: Data) {
            condition.withLock {
                chunks.append(chunk); condition.signal()
            }
        }

        func end() {
            condition.withLock {
                ended = true; condition.broadcast()
            }
        }

        func next() -> Data? {
            condition.withLock {
                while chunks.isEmpty, !ended { condition.wait() }
                return chunks.isEmpty ? nil : chunks.removeFirst()
            }
        }
    }

    /// The next chunk read from the input, waiting for one; nil once the input has ended (end
    /// of file or a read error) and every chunk was taken. Call it from one thread.
    public func nextChunk() -> Data? {
        chunks.next()
    }

    /// Starts reading `input` at once; frames are written to `output`. With `closingInputAtEnd`,
    /// `input` is closed once it has ended (a pipe made for this connection alone, as a test
    /// running the server in its own process makes).
    public init(input: Int32, output: Int32, closingInputAtEnd: Bool = false) {
        self.outputDescriptor = output
        let continuation = chunks
        let endOfInput = endOfInput
        let reader = Thread {
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                if count > 0 {
                    continuation.append(Data(buffer[0..<count]))
                } else if count < 0, errno == EINTR {
                    continue
                } else {
                    break
                }
            }
            if closingInputAtEnd { close(input) }
            continuation.end()
            endOfInput.state.withLock { state -> (@Sendable () -> Void)? in
                state.ended = true
                return state.handler
            }?()
        }
        reader.name = "mvvm-lsp stdin reader"
        reader.start()
    }

    /// Calls `handler` on the reader thread when the input ends (at once if it already has),
    /// independently of whoever takes the chunks.
    public func onEndOfInput(_ handler: @escaping @Sendable () -> Void) {
        let endedAlready = endOfInput.state.withLock { state -> Bool in
            state.handler = handler
            return state.ended
        }
        if endedAlready { handler() }
    }

    /// Stops writing: later frames are dropped, and `output` is closed, so a reader in this
    /// process sees its end (a test running the server in its own process).
    public func closeOutput() {
        writeLock.withLock { usable in
            usable = false
            outputClosed.withLock { closed in
                if !closed { close(outputDescriptor) }
                closed = true
            }
        }
    }

    /// Frames and writes one message body. Returns false once the client has gone away.
    @discardableResult
    public func send(_ body: Data) -> Bool {
        let frame = MessageFramer.frame(body)
        return writeLock.withLock { usable in
            guard usable else { return false }
            let written = frame.withUnsafeBytes { raw -> Bool in
                var offset = 0
                while offset < raw.count {
                    let result = write(outputDescriptor, raw.baseAddress! + offset, raw.count - offset)
                    if result > 0 {
                        offset += result
                    } else if result < 0, errno == EINTR {
                        continue
                    } else {
                        return false
                    }
                }
                return true
            }
            usable = written
            return written
        }
    }
}
