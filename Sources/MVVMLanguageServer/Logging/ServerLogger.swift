import Foundation
import LanguageServerProtocol
import MVVMAnalyzerCore

/// How much the server logs.
public enum LogLevel: String, Sendable, CaseIterable, Comparable {
    case error, warning, info, debug

    public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    var messageType: MessageType {
        switch self {
        case .error: return .error
        case .warning: return .warning
        case .info: return .info
        case .debug: return .log
        }
    }
}

/// Writes log lines at or above a threshold to standard error (or the output it is given), and,
/// once the client has been initialized, as `window/logMessage` notifications.
public final class ServerLogger: Sendable {
    public let threshold: LogLevel
    private let output: @Sendable (Data) -> Void
    private let clientSink = Locked<ClientSink?>(nil)

    /// Where lines go once the client is initialized. A struct around the closure, never a bare
    /// closure in the lock: see `Locked`.
    private struct ClientSink: Sendable {
        let send: @Sendable (LogLevel, String) -> Void
    }

    /// Writes a log line to standard error.
    public static let standardError: @Sendable (Data) -> Void = { FileHandle.standardError.write($0) }

    public init(threshold: LogLevel, output: @escaping @Sendable (Data) -> Void = ServerLogger.standardError) {
        self.threshold = threshold
        self.output = output
    }

    /// Starts forwarding log lines to the client.
    func forwardToClient(_ sink: @escaping @Sendable (LogLevel, String) -> Void) {
        clientSink.withLock { $0 = ClientSink(send: sink) }
    }

    /// Logs `message` at `level`; `toClient: false` keeps it off the client (a line about the
    /// client's connection itself: telling the client would write to it again).
    public func log(_ level: LogLevel, _ message: @autoclosure () -> String, toClient: Bool = true) {
        guard level <= threshold else { return }
        let text = message()
        output(Data("[mvvm-lsp] \(level.rawValue): \(text)\n".utf8))
        guard toClient else { return }
        clientSink.withLock { $0 }?.send(level, text)
    }

    public func error(_ message: @autoclosure () -> String) { log(.error, message()) }
    public func warning(_ message: @autoclosure () -> String) { log(.warning, message()) }
    public func info(_ message: @autoclosure () -> String) { log(.info, message()) }
    public func debug(_ message: @autoclosure () -> String) { log(.debug, message()) }
}
