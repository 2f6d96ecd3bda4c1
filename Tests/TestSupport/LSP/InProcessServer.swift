import Foundation
import MVVMLanguageServer
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The language server of the `mvvm-lsp serve` command, run in the test process over pipes of
/// its own, for `LSPTestClient`'s in-process mode: the same bytes as with the binary, but a
/// breakpoint in a handler stops the test. The server's log goes to a pipe the client reads as
/// it reads a child's standard error.
final class InProcessServer: Sendable {
    /// The ends the client uses: it writes `input`, reads `output` and `log`.
    let input: FileHandle
    let output: FileHandle
    let log: FileHandle
    private let exitStatus = Mutex<Int32?>(nil)

    /// A command-line option `serve` takes that the in-process server does not.
    struct UnsupportedArgument: Error, CustomStringConvertible {
        let argument: String
        var description: String { "the in-process server does not take '\(argument)'" }
    }

    /// Starts a server configured by `serve`'s `arguments` (`--test-hooks`, `--log-level`,
    /// `--index-wait`).
    init(arguments: [String]) throws {
        let toServer = try Self.makePipe()
        let fromServer = try Self.makePipe()
        let logPipe = try Self.makePipe()
        input = FileHandle(fileDescriptor: toServer.write, closeOnDealloc: true)
        output = FileHandle(fileDescriptor: fromServer.read, closeOnDealloc: true)
        log = FileHandle(fileDescriptor: logPipe.read, closeOnDealloc: true)
        let logWriter = LogWriter(descriptor: logPipe.write)
        let connection = Connection(input: toServer.read, output: fromServer.write, closingInputAtEnd: true)
        let server = LanguageServer(
            connection: connection,
            options: try Self.options(arguments, logOutput: { logWriter.append($0) }))
        Task.detached { [self] in
            let status = await server.run()
            // What handlers still send after the end is dropped; the client reads to the end.
            connection.closeOutput()
            logWriter.finish()
            exitStatus.withLock { $0 = status }
        }
    }

    /// The status `run` returned (0 after `shutdown` and `exit`), nil while the server runs.
    var status: Int32? { exitStatus.withLock { $0 } }

    private static func options(_ arguments: [String], logOutput: @escaping @Sendable (Data) -> Void) throws
        -> LanguageServer.Options
    {
        var options = LanguageServer.Options(logOutput: logOutput, onClientProcessDeath: {})
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--test-hooks":
                options.enableTestHooks = true
            case "--log-level":
                guard let level = rest.popFirst().flatMap(LogLevel.init(rawValue:)) else {
                    throw UnsupportedArgument(argument: argument)
                }
                options.logLevel = level
            case "--index-wait":
                guard let milliseconds = rest.popFirst().flatMap({ Int($0) }) else {
                    throw UnsupportedArgument(argument: argument)
                }
                options.indexingGracePeriod = .milliseconds(milliseconds)
            default:
                throw UnsupportedArgument(argument: argument)
            }
        }
        return options
    }

    private static func makePipe() throws -> (read: Int32, write: Int32) {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        return (descriptors[0], descriptors[1])
    }

    /// The write end of the log pipe, closed once the server has ended (later lines are dropped).
    private final class LogWriter: Sendable {
        private let descriptor: Mutex<Int32?>

        init(descriptor: Int32) { self.descriptor = Mutex(descriptor) }

        func append(_ data: Data) {
            descriptor.withLock { descriptor in
                guard let descriptor else { return }
                data.withUnsafeBytes { raw in
                    var offset = 0
                    while offset < raw.count {
                        let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                        if written > 0 {
                            offset += written
                        } else if written < 0, errno == EINTR {
                            continue
                        } else {
                            return
                        }
                    }
                }
            }
        }

        func finish() {
            descriptor.withLock { descriptor in
                if let open = descriptor { _ = close(open) }
                descriptor = nil
            }
        }
    }
}
