/// `textDocument/diagnostic`: the client pulls one document's diagnostics.
public enum DocumentDiagnosticRequest: LSPRequest {
    public static let method = "textDocument/diagnostic"
    public typealias Params = DocumentDiagnosticParams
    public typealias Response = DocumentDiagnosticReport
}

public struct DocumentDiagnosticParams: Codable, Sendable, Hashable, TextDocumentScopedParams {
    public var textDocument: TextDocumentIdentifier
    public var identifier: String?
    public var previousResultId: String?

    public init(textDocument: TextDocumentIdentifier, identifier: String? = nil, previousResultId: String? = nil) {
        self.textDocument = textDocument
        self.identifier = identifier
        self.previousResultId = previousResultId
    }
    public var documentURI: DocumentURI { textDocument.uri }
}

/// A full report, or `unchanged` when the client's `previousResultId` is still current.
public struct DocumentDiagnosticReport: Codable, Sendable, Hashable {
    public var kind: String
    public var resultId: String?
    public var items: [Diagnostic]?

    public static func full(resultId: String, items: [Diagnostic]) -> DocumentDiagnosticReport {
        DocumentDiagnosticReport(kind: "full", resultId: resultId, items: items)
    }
    public static func unchanged(resultId: String) -> DocumentDiagnosticReport {
        DocumentDiagnosticReport(kind: "unchanged", resultId: resultId, items: nil)
    }
}
