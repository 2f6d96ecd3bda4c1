import Foundation
import LanguageServerProtocol

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The name and version the server reports in `initialize` and `--version`.
public enum ServerIdentity {
    public static let name = "mvvm-lsp"
    public static let version = "0.1.0"
}

extension LanguageServer {
    /// `initialize`: negotiates the position encoding and trace level, and advertises exactly
    /// what the server implements.
    func initialize(_ params: InitializeParams) async throws -> InitializeResult {
        let offered = params.capabilities.general?.positionEncodings ?? []
        let encoding: PositionEncodingKind = offered.contains(.utf8) ? .utf8 : .utf16
        state.withLock { state in
            state.positionEncoding = encoding
            state.trace = params.trace ?? .off
            state.clientCapabilities = params.capabilities
        }
        if let processID = params.processId {
            watchClientProcess(processID)
        }
        logger.forwardToClient { [weak self] level, text in
            self?.notify(LogMessageNotification.self, MessageParams(type: level.messageType, message: text))
        }
        let client = params.clientInfo.map { "\($0.name) \($0.version ?? "")" } ?? "an unnamed client"
        logger.info("Initialized by \(client); positions in \(encoding.rawValue)")
        return InitializeResult(
            capabilities: ServerCapabilities(
                positionEncoding: encoding,
                textDocumentSync: TextDocumentSyncOptions(
                    openClose: true, change: .incremental,
                    save: TextDocumentSyncOptions.SaveOptions(includeText: false))),
            serverInfo: InitializeResult.ServerInfo(name: ServerIdentity.name, version: ServerIdentity.version))
    }

    /// `initialized`: the client is ready.
    func initialized(_ params: EmptyParams) async {
        logger.debug("Client sent 'initialized'")
    }

    /// `shutdown`: answered once all earlier work is done (it is a scheduling barrier).
    func shutdown(_ params: EmptyParams) async throws -> NullResult {
        logger.info("Shutting down")
        return NullResult()
    }

    /// Polls the client process and calls `onClientProcessDeath` once it is gone.
    private func watchClientProcess(_ processID: Int) {
        let onDeath = options.onClientProcessDeath
        let logger = logger
        Task.detached {
            while true {
                try? await Task.sleep(for: .milliseconds(300))
                if kill(pid_t(processID), 0) == -1, errno == ESRCH {
                    logger.warning("Client process \(processID) has exited; exiting too")
                    onDeath()
                    return
                }
            }
        }
    }
}
