/// `workspace/applyEdit`: the server asks the client to apply an edit (after a command).
public enum ApplyWorkspaceEditRequest: LSPRequest {
    public static let method = "workspace/applyEdit"
    public typealias Params = ApplyWorkspaceEditParams
    public typealias Response = ApplyWorkspaceEditResult
}

public struct ApplyWorkspaceEditParams: Codable, Sendable, Hashable {
    public var label: String?
    public var edit: WorkspaceEdit
    public init(label: String?, edit: WorkspaceEdit) {
        self.label = label
        self.edit = edit
    }
}

public struct ApplyWorkspaceEditResult: Codable, Sendable, Hashable {
    public var applied: Bool
    public var failureReason: String?

    public init(applied: Bool, failureReason: String? = nil) {
        self.applied = applied
        self.failureReason = failureReason
    }
}
