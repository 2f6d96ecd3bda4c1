import MVVMAnalyzerCore
import SwiftSyntax

/// Line helpers for fixes that insert or indent code.
extension LineTable {
    /// The spaces and tabs at the start of the line holding `offset`.
    func indentation(ofLineContaining offset: Int) -> String {
        let start = lineStarts[lineIndex(containing: offset)]
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return text(in: ByteRange(start: start, end: end))
    }

    /// The offset just after the line terminator of the line holding `offset` (or the end).
    func startOfNextLine(after offset: Int) -> Int {
        let line = lineIndex(containing: offset)
        return line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
    }

    /// Inserts `text` at the start of the line holding `brace` (a closing brace), so it lands
    /// as the last lines of the block the brace closes.
    func insertion(_ text: String, beforeLineOf brace: TokenSyntax) -> TextReplacement {
        TextReplacement(range: .empty(at: lineStarts[line(of: ByteRange(brace))]), newText: text)
    }
}
