import Foundation
import LanguageServerProtocol
import MVVMAnalyzerCore
import MVVMRules

extension LanguageServer {
    /// `workspace/didChangeConfiguration`: the editor's settings, under `mvvm-lsp` or at the top.
    func didChangeConfiguration(_ params: DidChangeConfigurationParams) async {
        guard let settings = params.settings, settings != .null else { return }
        applyEditorSettings(settings["mvvm-lsp"] ?? settings)
        refreshDiagnosticsOfOpenDocuments()
    }

    /// `workspace/didChangeWatchedFiles`: files changed on disk. Open documents keep their
    /// buffer's text.
    func didChangeWatchedFiles(_ params: DidChangeWatchedFilesParams) async {
        let open = Set(documents.all.map(\.uri))
        for change in params.changes where !open.contains(change.uri) {
            guard let path = FileURI.path(of: change.uri) else { continue }
            // A baseline is read again when next used; the refresh below uses it.
            if path.hasSuffix(".json") { continue }
            if change.type == .deleted {
                analysis.remove(path: path)
            } else {
                switch SourceText.contents(of: path) {
                case .success(let text):
                    if let error = analysis.updateFromDisk(path: path, text: text) { reportConfigurationError(error) }
                case .failure(let unreadable):
                    logger.warning("Cannot read \(unreadable); it is left out of the analysis")
                }
            }
        }
        publishConfigurationDiagnostics()
        refreshDiagnosticsOfOpenDocuments()
        // A file created, deleted or renamed (a deletion and a creation) can change which view
        // pairs with which view model.
        if params.changes.contains(where: { $0.type != .changed }) { refreshCodeLenses() }
    }

    /// `workspace/didChangeWorkspaceFolders`: removed folders are forgotten, added ones indexed in
    /// the background.
    func didChangeWorkspaceFolders(_ params: DidChangeWorkspaceFoldersParams) async {
        analysis.removeRoots(params.event.removed.compactMap { FileURI.path(of: $0.uri) })
        let added = params.event.added.compactMap { FileURI.path(of: $0.uri) }
        analysis.addRoots(added).forEach(reportConfigurationError)
        Task.detached { [self] in await indexWorkspaceFolders(added) }
    }

    /// Applies editor settings (JSON); a bad setting is reported and the last good ones stay.
    func applyEditorSettings(_ settings: JSONValue) {
        guard let data = try? JSONEncoder().encode(settings) else { return }
        if let error = analysis.applyEditorSettings(String(decoding: data, as: UTF8.self)) {
            reportConfigurationError(error)
        }
    }

    /// Tells the user a configuration could not be used (the last good one stays in force), or
    /// warns of a part that was skipped (the rest, or the defaults, apply).
    func reportConfigurationError(_ error: ConfigurationError) {
        let message =
            error.isFatal
            ? "mvvm-lsp: \(error.description) — the last good configuration stays in force."
            : "mvvm-lsp: \(error.description)"
        logger.warning(message)
        notify(ShowMessageNotification.self, MessageParams(type: error.isFatal ? .error : .warning, message: message))
    }
}
