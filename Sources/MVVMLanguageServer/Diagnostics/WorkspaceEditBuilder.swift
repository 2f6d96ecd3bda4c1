import LanguageServerProtocol
import MVVMAnalyzerCore
import MVVMRules

/// Turns analyzer changes (byte ranges, paths) into an LSP `WorkspaceEdit` the client can apply.
struct WorkspaceEditBuilder: Sendable {
    let converter: AnalysisConverter
    /// Versions of open documents, by URI; edits to them carry the version, so a client
    /// refuses an edit computed on older text.
    let openVersions: [DocumentURI: Int]
    let supportsDocumentChanges: Bool
    let resourceOperations: Set<String>

    /// Why a change cannot be sent to this client, if it cannot.
    func unsupportedReason(for changes: [WorkspaceChange]) -> String? {
        for change in changes {
            switch change {
            case .edit: continue
            case .create where !supportsDocumentChanges || !resourceOperations.contains("create"):
                return "The editor cannot create files through LSP (no 'create' resource operation)"
            case .rename where !supportsDocumentChanges || !resourceOperations.contains("rename"):
                return "The editor cannot rename files through LSP (no 'rename' resource operation)"
            default: continue
            }
        }
        return nil
    }

    /// The edit; nil when some change is unsupported (see `unsupportedReason(for:)`).
    func build(_ changes: [WorkspaceChange]) -> WorkspaceEdit? {
        guard unsupportedReason(for: changes) == nil else { return nil }
        if !supportsDocumentChanges {
            var byURI: [DocumentURI: [TextEdit]] = [:]
            for case .edit(let path, let replacements) in changes {
                byURI[converter.uri(ofPath: path), default: []] += textEdits(replacements, path: path)
            }
            return WorkspaceEdit(changes: byURI)
        }
        var documentChanges: [DocumentChange] = []
        for change in changes {
            switch change {
            case .edit(let path, let replacements):
                let uri = converter.uri(ofPath: path)
                documentChanges.append(
                    .edit(
                        TextDocumentEdit(
                            textDocument: OptionalVersionedTextDocumentIdentifier(uri: uri, version: openVersions[uri]),
                            edits: textEdits(replacements, path: path))))
            case .create(let path, let contents):
                let uri = converter.uri(ofPath: path)
                documentChanges.append(
                    .create(uri: uri, options: FileOperationOptions(overwrite: false, ignoreIfExists: true)))
                let start = Position(line: 0, character: 0)
                documentChanges.append(
                    .edit(
                        TextDocumentEdit(
                            textDocument: OptionalVersionedTextDocumentIdentifier(uri: uri, version: nil),
                            edits: [TextEdit(range: Range(start: start, end: start), newText: contents)])))
            case .rename(let from, let to):
                documentChanges.append(
                    .rename(
                        oldUri: converter.uri(ofPath: from), newUri: converter.uri(ofPath: to),
                        options: FileOperationOptions(overwrite: false, ignoreIfExists: true)))
            }
        }
        return WorkspaceEdit(documentChanges: documentChanges)
    }

    private func textEdits(_ replacements: [TextReplacement], path: String) -> [TextEdit] {
        let lines = converter.lineTable(ofPath: path) ?? LineTable("")
        return replacements.map { TextEdit(range: converter.range($0.range, in: lines), newText: $0.newText) }
    }
}
