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

/// Writes log lines at or above a threshold to standard error, and, once the client has been
/// initialized, as `window/logMessage` notifications.
public final class ServerLogger: Sendable {
    public let threshold: LogLevel
    private let clientSink = Locked<(@Sendable (LogLevel, String) -> Void)?>(nil)

    public init(threshold: LogLevel) {
        self.threshold = threshold
    }

    /// Starts forwarding log lines to the client.
    func forwardToClient(_ sink: @escaping @Sendable (LogLevel, String) -> Void) {
        clientSink.withLock { $0 = sink }
    }

    public func log(_ level: LogLevel, _ message: @autoclosure () -> String) {
        guard level <= threshold else { return }
        let text = message()
        FileHandle.standardError.write(Data("[mvvm-lsp] \(level.rawValue): \(text)\n".utf8))
        clientSink.withLock { $0 }?(level, text)
    }

    public func error(_ message: @autoclosure () -> String) { log(.error, message()) }
    public func warning(_ message: @autoclosure () -> String) { log(.warning, message()) }
    public func info(_ message: @autoclosure () -> String) { log(.info, message()) }
    public func debug(_ message: @autoclosure () -> String) { log(.debug, message()) }
}
