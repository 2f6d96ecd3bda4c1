extension LineTable {
    /// The text of `range`, clamped into the text.
    public func text(in range: ByteRange) -> String {
        let start = min(max(0, range.start), bytes.count)
        let end = min(max(start, range.end), bytes.count)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The zero-based line of the start of `range`.
    public func line(of range: ByteRange) -> Int {
        lineIndex(containing: range.start)
    }

    /// The range of `line` including its line terminator.
    public func rangeIncludingTerminator(ofLine line: Int) -> ByteRange {
        guard line >= 0, line < lineStarts.count else { return .empty(at: bytes.count) }
        let end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        return ByteRange(start: lineStarts[line], end: end)
    }

    /// The UTF-8 offset of a 1-based line and 1-based column counted in Unicode scalars
    /// (the unit libYAML reports), clamped into the text.
    public func offset(ofLine line: Int, scalarColumn column: Int) -> Int {
        let zeroBasedLine = line - 1
        guard zeroBasedLine >= 0 else { return 0 }
        guard zeroBasedLine < lineStarts.count else { return bytes.count }
        let end = contentEnd(ofLine: zeroBasedLine)
        var offset = lineStarts[zeroBasedLine]
        var remaining = column - 1
        while offset < end, remaining > 0 {
            offset += 1
            while offset < end, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            remaining -= 1
        }
        return offset
    }
}
