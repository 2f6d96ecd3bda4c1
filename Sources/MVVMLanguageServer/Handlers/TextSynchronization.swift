import LanguageServerProtocol

extension LanguageServer {
    /// The position encoding negotiated in `initialize`.
    var positionEncoding: PositionEncodingKind {
        state.withLock { $0.positionEncoding }
    }

    /// `textDocument/didOpen`
    func didOpen(_ params: DidOpenTextDocumentParams) async {
        let document = documents.open(params.textDocument)
        logger.debug("Opened \(document.uri) at version \(document.version)")
    }

    /// `textDocument/didChange`
    func didChange(_ params: DidChangeTextDocumentParams) async {
        do {
            let document = try documents.change(params, encoding: positionEncoding)
            logger.debug("Changed \(document.uri) to version \(document.version)")
        } catch {
            logger.warning(error.description)
        }
    }

    /// `textDocument/didClose`
    func didClose(_ params: DidCloseTextDocumentParams) async {
        documents.close(params.textDocument.uri)
        logger.debug("Closed \(params.textDocument.uri)")
    }

    /// `textDocument/didSave`
    func didSave(_ params: DidSaveTextDocumentParams) async {
        logger.debug("Saved \(params.textDocument.uri)")
    }
}
