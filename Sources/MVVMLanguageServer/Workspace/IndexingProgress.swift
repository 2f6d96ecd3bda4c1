import Foundation
import LanguageServerProtocol
import MVVMAnalyzerCore

/// `$/progress` for the workspace index: begin, a report at every few percent, end.
final class IndexingProgress: Sendable {
    static let token = "mvvm-lsp-indexing"

    private unowned let server: LanguageServer
    /// Per workspace folder: the last percentage reported and the files done.
    private let folders = Locked<[String: (percentage: Int, done: Int)]>([:])

    private init(server: LanguageServer) {
        self.server = server
    }

    /// Creates the progress token with the client, when it supports work-done progress.
    static func start(server: LanguageServer) async -> IndexingProgress? {
        guard server.state.withLock({ $0.clientCapabilities.window?.workDoneProgress }) == true else { return nil }
        guard
            case .success = await server.sendRequestAndWait(
                WorkDoneProgressCreateRequest.self,
                WorkDoneProgressCreateParams(token: token))
        else { return nil }
        server.notify(
            ProgressNotification.self, ProgressParams(token: token, value: .begin("Indexing", message: "Reading files"))
        )
        return IndexingProgress(server: server)
    }

    /// Reports `done` of `total` Swift files of `folder`; at most one report per percent.
    func report(done: Int, total: Int, folder: String) {
        let percentage = total == 0 ? 100 : done * 100 / total
        let isNew = folders.withLock { folders in
            let last = folders[folder]?.percentage ?? -1
            folders[folder] = (max(last, percentage), done)
            return percentage > last
        }
        guard isNew else { return }
        let name = (folder as NSString).lastPathComponent
        server.notify(
            ProgressNotification.self,
            ProgressParams(
                token: Self.token, value: .report("\(done)/\(total) files in \(name)", percentage: percentage)))
    }

    func end() {
        let count = folders.withLock { $0.values.reduce(0) { $0 + $1.done } }
        server.notify(
            ProgressNotification.self, ProgressParams(token: Self.token, value: .end("Indexed \(count) files")))
    }
}
