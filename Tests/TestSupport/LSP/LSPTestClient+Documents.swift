import Foundation
import LanguageServerProtocol

extension LSPTestClient {
    /// `initialize` for a workspace root with default capabilities, then `initialized`.
    @discardableResult
    public func initialize(
        rootURI: DocumentURI? = nil, capabilities: ClientCapabilities = ClientCapabilities(),
        initializationOptions: JSONValue? = nil, trace: TraceValue? = nil,
        processId: Int? = nil
    ) throws -> InitializeResult {
        try initialize(
            InitializeParams(
                processId: processId, rootUri: rootURI, capabilities: capabilities,
                initializationOptions: initializationOptions, trace: trace))
    }

    /// Opens a Swift document with `text` at `version`.
    public func open(_ uri: DocumentURI, text: String, version: Int = 1) {
        notify(DidOpenTextDocumentNotification.self, DidOpenTextDocumentParams(uri, text: text, version: version))
    }

    /// Replaces a document's whole text as `version`.
    public func replaceText(of uri: DocumentURI, with text: String, version: Int) {
        notify(
            DidChangeTextDocumentNotification.self,
            DidChangeTextDocumentParams(uri, version: version, replacingWith: text))
    }

    /// Replaces ranges of a document as `version` (incremental sync).
    public func change(_ uri: DocumentURI, version: Int, _ changes: [TextDocumentContentChangeEvent]) {
        notify(DidChangeTextDocumentNotification.self, DidChangeTextDocumentParams(uri, version: version, changes))
    }

    /// The diagnostics first published for `uri` at document `version`.
    public func diagnostics(for uri: DocumentURI, version: Int, timeout: TimeInterval = 15) throws -> [Diagnostic] {
        try notification(PublishDiagnosticsNotification.self, timeout: timeout) {
            $0.uri == uri && $0.version == version
        }.diagnostics
    }

    /// Every `publishDiagnostics` of `uri` received so far, in order.
    public func publishedDiagnostics(for uri: DocumentURI) -> [PublishDiagnosticsParams] {
        notifications(PublishDiagnosticsNotification.self).filter { $0.uri == uri }
    }

    /// The first diagnostics published for `uri` that satisfy `predicate`.
    public func diagnostics(
        for uri: DocumentURI, timeout: TimeInterval = 15,
        where predicate: ([Diagnostic]) -> Bool = { _ in true }
    ) throws -> [Diagnostic] {
        try notification(PublishDiagnosticsNotification.self, timeout: timeout) {
            $0.uri == uri && predicate($0.diagnostics)
        }.diagnostics
    }
}

extension Array where Element == Diagnostic {
    /// Each diagnostic as `rule@line` (1-based), sorted: what a test compares.
    public var ruleLines: [String] {
        map { "\($0.code ?? "?")@\($0.range.start.line + 1)" }.sorted()
    }
}
