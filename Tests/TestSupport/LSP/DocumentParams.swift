import LanguageServerProtocol

// The document notifications tests send most, built in one line.

extension DidOpenTextDocumentParams {
    /// `uri` opened with `text` at `version`, in `language`.
    public init(_ uri: DocumentURI, language: String = "swift", text: String, version: Int = 1) {
        self.init(textDocument: TextDocumentItem(uri: uri, languageId: language, version: version, text: text))
    }
}

extension DidChangeTextDocumentParams {
    /// `uri` changed to `version` by `changes`, applied in order.
    public init(_ uri: DocumentURI, version: Int, _ changes: [TextDocumentContentChangeEvent]) {
        self.init(textDocument: VersionedTextDocumentIdentifier(uri: uri, version: version), contentChanges: changes)
    }

    /// `uri`'s whole text replaced by `text` as `version`.
    public init(_ uri: DocumentURI, version: Int, replacingWith text: String) {
        self.init(uri, version: version, [TextDocumentContentChangeEvent(text: text)])
    }
}

extension TextDocumentContentChangeEvent {
    /// `text` in place of `range` (inserted where the range is empty).
    public init(replacing range: Range, with text: String) {
        self.init(range: range, text: text)
    }

    /// `text` inserted at `position`.
    public init(inserting text: String, at position: Position) {
        self.init(range: Range(start: position, end: position), text: text)
    }
}
