import LanguageServerProtocol

extension LanguageServer {
    /// `$/cancelRequest`: the request answers `RequestCancelled` unless it already answered.
    func cancelRequest(_ params: CancelParams) {
        cancelRequest(params.id)
    }

    /// `$/setTrace`
    func setTrace(_ params: SetTraceParams) {
        state.withLock { $0.trace = params.value }
    }
}
