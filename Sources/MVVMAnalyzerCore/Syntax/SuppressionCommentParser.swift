/// Parses `// mvvm-lsp:disable[:next|:this|:previous] <rule…|all>` and
/// `// mvvm-lsp:enable <rule…|all>` line comments.
public enum SuppressionCommentParser {
    /// The marker every directive starts with (after `//` and optional spaces).
    public static let marker = "mvvm-lsp:"

    /// The directive in the line comment `text` (which starts with `//`) at `offset`, or `nil`
    /// when the comment is not a well-formed directive.
    public static func directive(inLineComment text: String, at offset: Int) -> SuppressionDirective? {
        let bytes = Array(text.utf8)
        guard bytes.starts(with: Array("//".utf8)) else { return nil }
        var cursor = 2
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
        guard bytes[cursor...].starts(with: Array(marker.utf8)) else { return nil }
        cursor += marker.utf8.count
        let commandStart = cursor
        while cursor < bytes.count, bytes[cursor] != UInt8(ascii: " "), bytes[cursor] != UInt8(ascii: "\t") {
            cursor += 1
        }
        let command = String(decoding: bytes[commandStart..<cursor], as: UTF8.self)
        guard let (action, scope) = parseCommand(command) else { return nil }
        var ruleIDs: [String] = []
        var ruleIDRanges: [ByteRange] = []
        while cursor < bytes.count {
            while cursor < bytes.count, isSeparator(bytes[cursor]) { cursor += 1 }
            let start = cursor
            while cursor < bytes.count, !isSeparator(bytes[cursor]) { cursor += 1 }
            guard cursor > start else { break }
            ruleIDs.append(String(decoding: bytes[start..<cursor], as: UTF8.self))
            ruleIDRanges.append(ByteRange(start: offset + start, end: offset + cursor))
        }
        guard !ruleIDs.isEmpty else { return nil }
        return SuppressionDirective(
            action: action, scope: scope, ruleIDs: ruleIDs,
            range: ByteRange(start: offset, end: offset + bytes.count), ruleIDRanges: ruleIDRanges
        )
    }

    private static func parseCommand(_ command: String) -> (SuppressionDirective.Action, SuppressionDirective.Scope)? {
        switch command {
        case "disable": (.disable, .region)
        case "disable:next": (.disable, .next)
        case "disable:this": (.disable, .this)
        case "disable:previous": (.disable, .previous)
        case "enable": (.enable, .region)
        default: nil
        }
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: ",")
    }
}
