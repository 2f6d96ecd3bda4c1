/// `textDocument/publishDiagnostics`: the server pushes a document's diagnostics.
public enum PublishDiagnosticsNotification: LSPNotification {
    public static let method = "textDocument/publishDiagnostics"
    public typealias Params = PublishDiagnosticsParams
}

public struct PublishDiagnosticsParams: Codable, Sendable, Hashable {
    public var uri: DocumentURI
    /// The document version the diagnostics were computed for.
    public var version: Int?
    public var diagnostics: [Diagnostic]

    public init(uri: DocumentURI, version: Int?, diagnostics: [Diagnostic]) {
        self.uri = uri
        self.version = version
        self.diagnostics = diagnostics
    }
}
