import Foundation
import LanguageServerProtocol
import MVVMAnalyzerCore

extension LanguageServer {
    /// Pushes the diagnostics of an open document (push mode only). Results computed on a
    /// version that is no longer current, or older than what was pushed, are dropped.
    ///
    /// Before the document's workspace folder is indexed, its first diagnostics wait: indexing
    /// usually ends within `Options.indexingGracePeriod` of the document's opening, and then the
    /// settled diagnostics are pushed (`indexWorkspaceFolders` refreshes every open document).
    /// After that, as soon as the indexing pace shows it will not end in time, and for every
    /// later version while indexing goes on, only what cannot change is pushed
    /// (`Linter.findingsKnownBeforeIndexing`), at once.
    func publishDiagnostics(for uri: DocumentURI) {
        guard case .push = diagnosticsDelivery.mode,
            let before = documents.document(uri), let path = FileURI.path(of: uri)
        else { return }
        if !analysis.isIndexed(path) {
            let end = diagnosticsDelivery.gracePeriodEnd(of: uri, gracePeriod: options.indexingGracePeriod)
            if ContinuousClock.now < end, analysis.mayFinishIndexing(path, by: end) {
                return publishWhenGracePeriodEnds(uri, path: path, end)
            }
        }
        let outcome = lint(path: path)
        guard documents.document(uri)?.version == before.version else { return }
        diagnosticsDelivery.pushIfNewer(uri: uri, generation: outcome.generation) {
            notify(
                PublishDiagnosticsNotification.self,
                PublishDiagnosticsParams(uri: uri, version: before.version, diagnostics: outcome.diagnostics))
        }
    }

    /// Publishes `uri` at `end`, or as soon as the indexing pace shows it will not end by then;
    /// not at all when indexing ends first (its refresh then publishes).
    private func publishWhenGracePeriodEnds(_ uri: DocumentURI, path: String, _ end: ContinuousClock.Instant) {
        Task { [self] in
            guard await !waitUntilIndexed(path, upTo: end - .now, unlessSlower: true) else { return }
            scheduler.schedule(.documentRequest(uri)) { [self] in publishDiagnostics(for: uri) }
        }
    }

    /// Clears a closed document's diagnostics (push mode only).
    func clearDiagnostics(for uri: DocumentURI) {
        guard case .push = diagnosticsDelivery.mode else { return }
        diagnosticsDelivery.clear(uri: uri) {
            notify(
                PublishDiagnosticsNotification.self, PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: []))
        }
    }

    /// Pushes the errors of configuration files that are not open in the editor (open ones get
    /// theirs with their other diagnostics), and clears the ones that were fixed on disk.
    func publishConfigurationDiagnostics() {
        guard case .push = diagnosticsDelivery.mode else { return }
        let open = Set(documents.all.map(\.uri))
        var withErrors: [DocumentURI: Diagnostic] = [:]
        for error in analysis.configurationErrors {
            let uri = FileURI.uri(ofPath: error.path)
            guard !open.contains(uri) else { continue }
            let lines = (try? String(contentsOfFile: error.path, encoding: .utf8)).map(LineTable.init)
            withErrors[uri] = AnalysisConverter.configurationDiagnostic(error, lines: lines, encoding: positionEncoding)
        }
        for uri in diagnosticsDelivery.replaceConfigurationURIsWithErrors(Set(withErrors.keys)) {
            notify(
                PublishDiagnosticsNotification.self, PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: []))
        }
        for (uri, diagnostic) in withErrors {
            notify(
                PublishDiagnosticsNotification.self,
                PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: [diagnostic]))
        }
    }

    /// Brings every open document's diagnostics up to date after a change that can reach across
    /// files: each document is re-linted as its own task (after its own pending updates), or, in
    /// pull mode, the client is asked to pull again.
    func refreshDiagnosticsOfOpenDocuments(except changed: DocumentURI? = nil) {
        switch diagnosticsDelivery.mode {
        case .push:
            for document in documents.all where document.uri != changed {
                let uri = document.uri
                scheduler.schedule(.documentRequest(uri)) { [self] in publishDiagnostics(for: uri) }
            }
        case .pull(let refresh):
            if refresh { sendRequest(WorkspaceDiagnosticRefreshRequest.self, EmptyParams()) }
        }
    }
}
