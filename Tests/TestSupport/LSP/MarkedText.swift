import LanguageServerProtocol

/// Source text with location markers, as sourcekit-lsp's tests write it: `1️⃣`, `2️⃣`, …
/// placed in the text mark positions, so a test names places instead of searching for text.
///
///     let marked = MarkedText("struct 1️⃣OrdersView: View {}")
///     marked.text            // "struct OrdersView: View {}"
///     marked["1️⃣"]          // Position(line: 0, character: 7)
public struct MarkedText: Sendable {
    /// The text without its markers.
    public let text: String
    /// Each marker's position in `text` (UTF-16 columns, LSP's default encoding).
    public let positions: [String: Position]
    /// Each marker's UTF-8 byte offset in `text`.
    public let offsets: [String: Int]
    /// Each marker's position in UTF-8 columns (the encoding a client may negotiate instead).
    public let utf8Positions: [String: Position]

    /// The markers recognised: keycap digits 0️⃣ to 9️⃣ and 🔟.
    public static let markers = ["0️⃣", "1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

    public init(_ marked: String) {
        var text = ""
        var positions: [String: Position] = [:]
        var offsets: [String: Int] = [:]
        var utf8Positions: [String: Position] = [:]
        var line = 0
        var column = 0
        var utf8Column = 0
        var rest = Substring(marked)
        while let character = rest.first {
            if let marker = Self.markers.first(where: { rest.hasPrefix($0) }) {
                precondition(positions[marker] == nil, "marker \(marker) used twice")
                positions[marker] = Position(line: line, character: column)
                offsets[marker] = text.utf8.count
                utf8Positions[marker] = Position(line: line, character: utf8Column)
                rest = rest.dropFirst(marker.count)
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 0
                utf8Column = 0
            } else {
                column += character.utf16.count
                utf8Column += character.utf8.count
            }
            rest = rest.dropFirst()
        }
        self.text = text
        self.positions = positions
        self.offsets = offsets
        self.utf8Positions = utf8Positions
    }

    /// The position of `marker`; a missing marker is a mistake in the test.
    public subscript(marker: String) -> Position {
        guard let position = positions[marker] else { preconditionFailure("no marker \(marker) in the text") }
        return position
    }

    /// The UTF-8 byte offset of `marker`.
    public func offset(_ marker: String) -> Int {
        guard let offset = offsets[marker] else { preconditionFailure("no marker \(marker) in the text") }
        return offset
    }

    /// The position of `marker` in UTF-8 columns.
    public func utf8Position(_ marker: String) -> Position {
        guard let position = utf8Positions[marker] else { preconditionFailure("no marker \(marker) in the text") }
        return position
    }

    /// The range from marker `start` to marker `end`.
    public func range(_ start: String, _ end: String) -> LanguageServerProtocol.Range {
        LanguageServerProtocol.Range(start: self[start], end: self[end])
    }
}

extension String {
    /// The position (UTF-16 column) of the first occurrence of `needle`, `offset` UTF-16 units
    /// further right; nil when absent. Only for fixture files on disk that other tests read as they
    /// are: text a test writes itself marks its places with `MarkedText` markers instead.
    public func position(of needle: String, offset: Int = 0) -> Position? {
        guard let found = range(of: needle) else { return nil }
        let before = self[..<found.lowerBound]
        let line = before.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: "\n").map { index(after: $0) } ?? startIndex
        return Position(line: line, character: self[lineStart..<found.lowerBound].utf16.count + offset)
    }

    /// The range of the first occurrence of `needle` (on one line), nil when absent; for fixture
    /// files on disk, as `position(of:)`.
    public func lspRange(of needle: String) -> LanguageServerProtocol.Range? {
        guard let start = position(of: needle) else { return nil }
        return LanguageServerProtocol.Range(
            start: start, end: Position(line: start.line, character: start.character + needle.utf16.count))
    }
}

extension Position {
    /// The start of a document.
    public static let documentStart = Position(line: 0, character: 0)
}

extension String {
    /// The position just after the text (UTF-16 columns).
    public var endPosition: Position {
        let lines = split(separator: "\n", omittingEmptySubsequences: false)
        return Position(line: lines.count - 1, character: lines.last.map { $0.utf16.count } ?? 0)
    }
}

extension LanguageServerProtocol.Range {
    /// The empty range at `position`.
    public init(at position: Position) {
        self.init(start: position, end: position)
    }
}
