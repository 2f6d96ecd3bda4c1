import LanguageServerProtocol

extension LanguageServer {
    /// `textDocument/diagnostic`: one document's diagnostics; `unchanged` when the client's
    /// previous result is still current. Before the workspace folder is indexed (after a grace
    /// period), only the findings that cannot change.
    ///
    /// A client that takes `workspace/diagnostic/refresh` is asked to pull again once the index
    /// is read. One that does not (Neovim 0.12) would keep the partial answer until the user
    /// types, so its pull waits for the index as long as a navigation request does.
    func documentDiagnostic(_ params: DocumentDiagnosticParams) async throws -> DocumentDiagnosticReport {
        guard let path = FileURI.path(of: params.textDocument.uri) else {
            return .full(resultId: "0", items: [])
        }
        if case .pull(refresh: false) = diagnosticsDelivery.mode {
            _ = await waitUntilIndexedAsNavigationDoes(path)
        } else {
            _ = await waitUntilIndexed(path, upTo: options.indexingGracePeriod, unlessSlower: true)
        }
        let outcome = lint(path: path)
        let resultID = String(outcome.generation)
        if params.previousResultId == resultID { return .unchanged(resultId: resultID) }
        return .full(resultId: resultID, items: outcome.diagnostics)
    }

    /// `workspace/diagnostic`: the diagnostics of every Swift file and configuration file of
    /// every workspace folder.
    func workspaceDiagnostic(_ params: WorkspaceDiagnosticParams) async throws -> WorkspaceDiagnosticReport {
        let previous = Dictionary(
            params.previousResultIds.map { ($0.uri, $0.value) },
            uniquingKeysWith: { _, latest in latest })
        let openVersions = documents.versions
        var reports: [WorkspaceDocumentDiagnosticReport] = []
        for root in analysis.allRoots() {
            let paths = Array(root.root.snapshot.sourceFiles.keys) + Array(root.root.configurationErrors.keys)
            for path in paths.sorted() {
                try Task.checkCancellation()
                let outcome = lint(path: path)
                let uri = outcome.converter.uri(ofPath: path)
                let resultID = String(outcome.generation)
                let report: DocumentDiagnosticReport =
                    previous[uri] == resultID
                    ? .unchanged(resultId: resultID) : .full(resultId: resultID, items: outcome.diagnostics)
                reports.append(WorkspaceDocumentDiagnosticReport(uri: uri, version: openVersions[uri], report: report))
            }
        }
        return WorkspaceDiagnosticReport(items: reports)
    }
}
