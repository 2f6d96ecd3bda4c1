/// `textDocument/prepareRename`: whether the symbol under the cursor can be renamed.
public enum PrepareRenameRequest: LSPRequest {
    public static let method = "textDocument/prepareRename"
    public typealias Params = TextDocumentPositionParams
    public typealias Response = PrepareRenameResult?
}

public struct PrepareRenameResult: Codable, Sendable, Hashable {
    public var range: Range
    public var placeholder: String
    public init(range: Range, placeholder: String) {
        self.range = range
        self.placeholder = placeholder
    }
}
