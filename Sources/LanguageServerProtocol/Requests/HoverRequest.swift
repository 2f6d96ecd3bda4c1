/// `textDocument/hover`: the localized texts of a localized view-model property.
public enum HoverRequest: LSPRequest {
    public static let method = "textDocument/hover"
    public typealias Params = TextDocumentPositionParams
    public typealias Response = Hover?
}

public struct Hover: Codable, Sendable, Hashable {
    public var contents: MarkupContent
    public var range: Range?

    public init(contents: MarkupContent, range: Range?) {
        self.contents = contents
        self.range = range
    }
}

public struct MarkupContent: Codable, Sendable, Hashable {
    public var kind: String
    public var value: String

    public static func markdown(_ value: String) -> MarkupContent { MarkupContent(kind: "markdown", value: value) }
}
