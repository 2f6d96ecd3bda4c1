/// A finding shown in the editor.
public struct Diagnostic: Codable, Sendable, Hashable {
    public var range: Range
    public var severity: DiagnosticSeverity?
    /// The rule id, e.g. `mvvm/hardcoded-text`.
    public var code: String?
    public var codeDescription: CodeDescription?
    public var source: String?
    public var message: String
    public var tags: [DiagnosticTag]?
    public var relatedInformation: [DiagnosticRelatedInformation]?
    /// Opaque data the server reads back in `textDocument/codeAction`.
    public var data: JSONValue?

    public init(
        range: Range, severity: DiagnosticSeverity?, code: String?, codeDescription: CodeDescription?,
        source: String?, message: String, tags: [DiagnosticTag]? = nil,
        relatedInformation: [DiagnosticRelatedInformation]? = nil, data: JSONValue? = nil
    ) {
        self.range = range
        self.severity = severity
        self.code = code
        self.codeDescription = codeDescription
        self.source = source
        self.message = message
        self.tags = tags
        self.relatedInformation = relatedInformation
        self.data = data
    }
}

public enum DiagnosticSeverity: Int, Codable, Sendable, Hashable {
    case error = 1
    case warning = 2
    case information = 3
    case hint = 4
}

public enum DiagnosticTag: Int, Codable, Sendable, Hashable {
    case unnecessary = 1
    case deprecated = 2
}

/// A link to a description of the diagnostic's code.
public struct CodeDescription: Codable, Sendable, Hashable {
    public var href: String
    public init(href: String) { self.href = href }
}

/// Another place that explains a diagnostic.
public struct DiagnosticRelatedInformation: Codable, Sendable, Hashable {
    public var location: Location
    public var message: String
    public init(location: Location, message: String) {
        self.location = location
        self.message = message
    }
}
