import LanguageServerProtocol
import MVVMAnalyzerCore

/// One open document at one version.
public struct Document: Sendable {
    public let uri: DocumentURI
    public let languageID: String
    public let version: Int
    public let text: String
    public let lineTable: LineTable
    /// The UTF-8 edits, in order, that made this version's text from the previous version's;
    /// nil when opened or replaced whole.
    public let edits: [ByteEdit]?

    public init(uri: DocumentURI, languageID: String, version: Int, text: String) {
        self.init(
            uri: uri, languageID: languageID, version: version, text: text, lineTable: LineTable(text), edits: nil)
    }

    private init(
        uri: DocumentURI, languageID: String, version: Int, text: String, lineTable: LineTable,
        edits: [ByteEdit]?
    ) {
        self.uri = uri
        self.languageID = languageID
        self.version = version
        self.text = text
        self.lineTable = lineTable
        self.edits = edits
    }

    /// The UTF-8 offset of an LSP position, clamped into the document.
    public func offset(of position: Position, encoding: PositionEncodingKind) -> Int {
        lineTable.offset(
            of: LineColumn(line: position.line, column: position.character),
            unit: encoding.columnUnit)
    }

    /// The LSP position of a UTF-8 offset, clamped into the document.
    public func position(ofOffset offset: Int, encoding: PositionEncodingKind) -> Position {
        let lineColumn = lineTable.position(ofOffset: offset, unit: encoding.columnUnit)
        return Position(line: lineColumn.line, character: lineColumn.column)
    }

    /// The document after applying `changes` in order; each range is read against the text as
    /// the previous change left it.
    public func applying(
        _ changes: [TextDocumentContentChangeEvent], version: Int,
        encoding: PositionEncodingKind
    ) -> Document {
        var current = Document(
            uri: uri, languageID: languageID, version: version, text: text, lineTable: lineTable,
            edits: [])
        for change in changes {
            guard let range = change.range else {
                current = Document(uri: uri, languageID: languageID, version: version, text: change.text)
                continue
            }
            var start = current.offset(of: range.start, encoding: encoding)
            var end = current.offset(of: range.end, encoding: encoding)
            if end < start { swap(&start, &end) }
            let replacement = Array(change.text.utf8)
            var bytes = current.lineTable.bytes
            bytes.replaceSubrange(start..<end, with: replacement)
            let edits = current.edits.map {
                $0 + [ByteEdit(range: ByteRange(start: start, end: end), replacement: replacement)]
            }
            current = Document(
                uri: uri, languageID: languageID, version: version,
                text: String(decoding: bytes, as: UTF8.self), lineTable: LineTable(utf8: bytes), edits: edits)
        }
        return current
    }
}

extension PositionEncodingKind {
    /// The column unit this encoding counts in (UTF-32 is never negotiated).
    var columnUnit: ColumnUnit { self == .utf8 ? .utf8 : .utf16 }
}
