import Foundation
import LanguageServerProtocol
import MVVMAnalyzerCore

extension LanguageServer {
    /// Pushes the diagnostics of an open document (push mode only). Results computed on a
    /// version that is no longer current, or older than what was pushed, are dropped.
    ///
    /// Before the document's workspace folder is indexed nothing is pushed at once: indexing
    /// usually ends within `indexingGracePeriod`, and then the settled diagnostics are pushed
    /// (`indexWorkspaceFolders` refreshes every open document). If it has not ended by then,
    /// only what cannot change is pushed (`Linter.findingsKnownBeforeIndexing`).
    func publishDiagnostics(for uri: DocumentURI, afterGracePeriod: Bool = false) {
        guard case .push = diagnosticsDelivery.mode,
              let before = documents.document(uri), let path = FileURI.path(of: uri) else { return }
        if !analysis.isIndexed(path) {
            guard afterGracePeriod else { return publishAfterGracePeriod(uri) }
        } else if afterGracePeriod {
            return  // indexing ended meanwhile, and its refresh pushes the settled diagnostics
        }
        let outcome = lint(path: path)
        guard outcome.isKnown else { return }
        guard documents.document(uri)?.version == before.version else { return }
        diagnosticsDelivery.pushIfNewer(uri: uri, generation: outcome.generation) {
            notify(PublishDiagnosticsNotification.self,
                   PublishDiagnosticsParams(uri: uri, version: before.version, diagnostics: outcome.diagnostics))
        }
    }

    /// How long a document's first diagnostics wait for its workspace folder to be indexed.
    static let indexingGracePeriod: Duration = .milliseconds(200)

    private func publishAfterGracePeriod(_ uri: DocumentURI) {
        Task { [self] in
            try? await Task.sleep(for: Self.indexingGracePeriod)
            scheduler.schedule(.documentRequest(uri)) { [self] in publishDiagnostics(for: uri, afterGracePeriod: true) }
        }
    }

    /// Clears a closed document's diagnostics (push mode only).
    func clearDiagnostics(for uri: DocumentURI) {
        guard case .push = diagnosticsDelivery.mode else { return }
        diagnosticsDelivery.clear(uri: uri) {
            notify(PublishDiagnosticsNotification.self, PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: []))
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
            notify(PublishDiagnosticsNotification.self, PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: []))
        }
        for (uri, diagnostic) in withErrors {
            notify(PublishDiagnosticsNotification.self, PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: [diagnostic]))
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
