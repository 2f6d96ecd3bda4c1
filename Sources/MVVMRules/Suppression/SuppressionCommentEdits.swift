import MVVMAnalyzerCore

/// Text edits that remove suppression comments or ids from them.
struct SuppressionCommentEdits {
    let lines: LineTable

    /// Removes the comment: its whole line when nothing else is on it, else the comment and
    /// the spaces before it.
    func removal(of directive: SuppressionDirective) -> TextReplacement {
        let line = lines.lineIndex(containing: directive.range.start)
        let lineStart = lines.lineStarts[line]
        let before = lines.text(in: ByteRange(start: lineStart, end: directive.range.start))
        if before.allSatisfy({ $0 == " " || $0 == "\t" }) {
            return TextReplacement(range: lines.rangeIncludingTerminator(ofLine: line), newText: "")
        }
        let trailingSpaces = before.reversed().prefix { $0 == " " || $0 == "\t" }.count
        return TextReplacement(
            range: ByteRange(start: directive.range.start - trailingSpaces, end: directive.range.end), newText: "")
    }

    /// Removes one rule id and the separator before it (or after it, for the first id).
    func removal(ofID index: Int, in directive: SuppressionDirective) -> TextReplacement {
        let ranges = directive.ruleIDRanges
        if index > 0 {
            return TextReplacement(range: ByteRange(start: ranges[index - 1].end, end: ranges[index].end), newText: "")
        }
        return TextReplacement(range: ByteRange(start: ranges[0].start, end: ranges[1].start), newText: "")
    }
}
