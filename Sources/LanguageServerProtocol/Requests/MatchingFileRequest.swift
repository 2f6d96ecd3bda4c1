/// `mvvm/matchingFile` (custom): the matching View(s) of a ViewModel, ViewModel(s) of a View,
/// or ViewModel(s) of a localization YAML file; best first, empty when none.
public enum MatchingFileRequest: LSPRequest {
    public static let method = "mvvm/matchingFile"
    public typealias Params = MatchingFileParams
    public typealias Response = [Location]
}

public struct MatchingFileParams: Codable, Sendable, Hashable, TextDocumentScopedParams {
    public var textDocument: TextDocumentIdentifier
    /// The cursor: only the type around it counts. Absent: every type of the file.
    public var position: Position?

    public init(textDocument: TextDocumentIdentifier, position: Position? = nil) {
        self.textDocument = textDocument
        self.position = position
    }
    public var documentURI: DocumentURI { textDocument.uri }
}
