import Foundation
import LanguageServerProtocol
import MVVMAnalyzerCore

extension LanguageServer {
    /// The position encoding negotiated in `initialize`.
    var positionEncoding: PositionEncodingKind {
        state.withLock { $0.positionEncoding }
    }

    /// `textDocument/didOpen`: the buffer replaces the file's disk text in the analysis; a file
    /// outside every workspace folder brings its project in (`indexProjectIfOutsideEveryRoot`).
    func didOpen(_ params: DidOpenTextDocumentParams) async {
        let document = documents.open(params.textDocument)
        logger.debug("Opened \(document.uri) at version \(document.version)")
        if let path = FileURI.path(of: document.uri) { indexProjectIfOutsideEveryRoot(ofFile: path) }
        documentTextChanged(document.uri, text: document.text)
    }

    /// `textDocument/didChange`
    func didChange(_ params: DidChangeTextDocumentParams) async {
        do {
            let previous = documents.document(params.textDocument.uri)
            let document = try documents.change(params, encoding: positionEncoding)
            logger.debug("Changed \(document.uri) to version \(document.version)")
            var changes: TextChanges?
            if let previous, let edits = document.edits { changes = TextChanges(base: previous.text, edits: edits) }
            documentTextChanged(document.uri, text: document.text, changes: changes)
        } catch {
            logger.warning(error.description)
        }
    }

    /// `textDocument/didClose`: the file's disk text is analysed again, stored as the index
    /// stores it (without its syntax tree); the memory the document used goes back to the system.
    func didClose(_ params: DidCloseTextDocumentParams) async {
        let uri = params.textDocument.uri
        documents.close(uri)
        logger.debug("Closed \(uri)")
        clearDiagnostics(for: uri)
        guard let path = FileURI.path(of: uri) else { return }
        _ = lintMemos.withLock { $0.removeValue(forKey: path) }
        switch SourceText.contents(of: path) {
        case .success(let text): analysis.updateFromDisk(path: path, text: text)
        case .failure: analysis.remove(path: path)
        }
        FreeMemoryRelease.returnFreeMemoryToSystem()
        refreshDiagnosticsOfOpenDocuments()
    }

    /// `textDocument/didSave`: other files' diagnostics may depend on this one.
    func didSave(_ params: DidSaveTextDocumentParams) async {
        logger.debug("Saved \(params.textDocument.uri)")
        refreshDiagnosticsOfOpenDocuments(except: params.textDocument.uri)
    }

    /// Feeds a buffer's new text to the analysis and delivers the document's diagnostics.
    /// A changed configuration or localization file can change every other file's diagnostics;
    /// changed declarations (a type added, renamed, conformed, `@ViewModel` removed) can change
    /// any file's pairs, so the client is asked for its lenses again.
    private func documentTextChanged(_ uri: DocumentURI, text: String, changes: TextChanges? = nil) {
        guard let path = FileURI.path(of: uri) else { return }
        let revisionBefore = analysis.view(for: path).root.snapshot.declarationsRevision
        let configurationError = analysis.update(path: path, text: text, changes: changes)
        if let configurationError { reportConfigurationError(configurationError) }
        let root = analysis.view(for: path).root
        if let reason = root.snapshot.sourceFiles[path]?.skippedReason {
            logger.warning("Not analysing \(uri): \(reason)")
        }
        publishDiagnostics(for: uri)
        if !path.hasSuffix(".swift") { refreshDiagnosticsOfOpenDocuments(except: uri) }
        if root.isIndexed, root.snapshot.declarationsRevision != revisionBefore { refreshCodeLenses() }
    }
}
