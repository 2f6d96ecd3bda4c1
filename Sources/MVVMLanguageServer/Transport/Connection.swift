import Foundation
import LanguageServerProtocol
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A byte pipe to the client: reads raw chunks from one file descriptor on a dedicated thread
/// and writes whole frames to another, one frame at a time.
public final class Connection: Sendable {
    private let outputDescriptor: Int32
    private let writeLock = Mutex<Bool>(true)  // true while the output is usable

    /// Chunks read from the input until end of file (or a read error).
    public let incomingChunks: AsyncStream<Data>

    /// Starts reading `input` at once; frames are written to `output`.
    public init(input: Int32, output: Int32) {
        self.outputDescriptor = output
        let (stream, continuation) = AsyncStream<Data>.makeStream(bufferingPolicy: .unbounded)
        self.incomingChunks = stream
        let reader = Thread {
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                if count > 0 {
                    continuation.yield(Data(buffer[0..<count]))
                } else if count < 0, errno == EINTR {
                    continue
                } else {
                    break
                }
            }
            continuation.finish()
        }
        reader.name = "mvvm-lsp stdin reader"
        reader.start()
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
