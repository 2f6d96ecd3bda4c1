/// `workspace/diagnostic`: the client pulls the diagnostics of every file.
public enum WorkspaceDiagnosticRequest: LSPRequest {
    public static let method = "workspace/diagnostic"
    public typealias Params = WorkspaceDiagnosticParams
    public typealias Response = WorkspaceDiagnosticReport
}

public struct WorkspaceDiagnosticParams: Codable, Sendable, Hashable {
    public var identifier: String?
    public var previousResultIds: [PreviousResultID]

    public init(identifier: String? = nil, previousResultIds: [PreviousResultID] = []) {
        self.identifier = identifier
        self.previousResultIds = previousResultIds
    }

    public struct PreviousResultID: Codable, Sendable, Hashable {
        public var uri: DocumentURI
        public var value: String
    }
}

public struct WorkspaceDiagnosticReport: Codable, Sendable, Hashable {
    public var items: [WorkspaceDocumentDiagnosticReport]
    public init(items: [WorkspaceDocumentDiagnosticReport]) { self.items = items }
}

/// One file's report in a workspace pull; `version` is `null` for files that are not open.
public struct WorkspaceDocumentDiagnosticReport: Codable, Sendable, Hashable {
    public var kind: String
    public var uri: DocumentURI
    public var version: Int?
    public var resultId: String?
    public var items: [Diagnostic]?

    public init(uri: DocumentURI, version: Int?, report: DocumentDiagnosticReport) {
        self.kind = report.kind
        self.uri = uri
        self.version = version
        self.resultId = report.resultId
        self.items = report.items
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(uri, forKey: .uri)
        try container.encode(version, forKey: .version)
        try container.encodeIfPresent(resultId, forKey: .resultId)
        try container.encodeIfPresent(items, forKey: .items)
    }
    enum CodingKeys: String, CodingKey { case kind, uri, version, resultId, items }
}
