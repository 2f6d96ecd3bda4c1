/// The unit a column is counted in.
///
/// The analyzer works in UTF-8 byte offsets (swift-syntax's `AbsolutePosition`); editors count
/// columns in UTF-16 code units (LSP's default) or UTF-8 bytes (when negotiated), and people
/// read 1-based UTF-8 columns in `mvvm-lsp check` output.
public enum ColumnUnit: Sendable {
    case utf8
    case utf16
}

/// A zero-based line and column, the column counted in some `ColumnUnit`.
public struct LineColumn: Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}

/// Converts between UTF-8 byte offsets and line/column positions of one text.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`, as the LSP specification says. Every conversion
/// clamps: a line past the end maps to the end of the text, a column past the end of its line
/// maps to the end of that line, and a column inside a multi-byte character or surrogate pair
/// maps to the start of that character. Nothing here traps on bad input.
public struct LineTable: Sendable {
    /// The text's UTF-8 bytes.
    public let bytes: [UInt8]
    /// UTF-8 offset at which each line starts; the first entry is always 0.
    public let lineStarts: LineStarts

    public init(_ text: String) {
        self.init(utf8: Array(text.utf8))
    }

    /// The table of `bytes` whose line starts are already known (see `SourceScan`).
    init(utf8 bytes: [UInt8], lineStarts: [Int]) {
        self.bytes = bytes
        self.lineStarts = LineStarts(lineStarts)
    }

    public init(utf8 bytes: [UInt8]) {
        self.bytes = bytes
        self.lineStarts = bytes.withUnsafeBufferPointer { bytes in
            var starts = [0]
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                // Most bytes are above `\r`: one comparison for them.
                if byte > UInt8(ascii: "\r") {
                    index += 1
                    continue
                }
                if byte == UInt8(ascii: "\n") {
                    starts.append(index + 1)
                } else if byte == UInt8(ascii: "\r") {
                    if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
                        index += 1
                    }
                    starts.append(index + 1)
                }
                index += 1
            }
            return LineStarts(starts)
        }
    }

    /// Number of lines (a text without a final newline still has its last line).
    public var lineCount: Int { lineStarts.count }

    /// UTF-8 offset of the end of `line`'s content, before its line terminator.
    public func contentEnd(ofLine line: Int) -> Int {
        guard line + 1 < lineStarts.count else { return bytes.count }
        var end = lineStarts[line + 1]
        if end > 0, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > lineStarts[line], bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return end
    }

    /// The UTF-8 offset of a line/column position, clamped into the text.
    public func offset(of position: LineColumn, unit: ColumnUnit) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        let start = lineStarts[position.line]
        let end = contentEnd(ofLine: position.line)
        var remaining = max(0, position.column)
        var offset = start
        while offset < end, remaining > 0 {
            let length = Self.scalarLength(leadByte: bytes[offset])
            let width = unit == .utf8 ? length : (length == 4 ? 2 : 1)
            if width > remaining { break }
            remaining -= width
            offset = min(end, offset + length)
        }
        return offset
    }

    /// The line/column of a UTF-8 offset, clamped into the text.
    public func position(ofOffset rawOffset: Int, unit: ColumnUnit) -> LineColumn {
        let offset = min(max(0, rawOffset), bytes.count)
        let line = lineIndex(containing: offset)
        let start = lineStarts[line]
        let end = min(offset, contentEnd(ofLine: line))
        var column = 0
        var cursor = start
        while cursor < end {
            let length = Self.scalarLength(leadByte: bytes[cursor])
            if cursor + length > end { break }
            column += unit == .utf8 ? length : (length == 4 ? 2 : 1)
            cursor += length
        }
        return LineColumn(line: line, column: column)
    }

    /// The zero-based line that contains `offset`.
    public func lineIndex(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Byte length of the UTF-8 sequence starting with `leadByte`; 1 for stray bytes.
    private static func scalarLength(leadByte: UInt8) -> Int {
        switch leadByte {
        case 0xF0...0xF7: return 4
        case 0xE0...0xEF: return 3
        case 0xC0...0xDF: return 2
        default: return 1
        }
    }
}
