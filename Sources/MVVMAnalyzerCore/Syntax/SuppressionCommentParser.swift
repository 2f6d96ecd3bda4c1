/// Parses suppression line comments:
/// - `// mvvm-lsp:disable[:next|:this|:previous] <rule…|all>` and `// mvvm-lsp:enable <rule…|all>`;
/// - FOSMVVM's review form (its `fosmvvm-review` skill): `// fosmvvm-review:disable[:next|:this]
///   <check> — <justification>` and `// fosmvvm-review:enable <check>`, where the justification
///   follows the check name after `—`, `–`, `-`, `:` or a space.
public enum SuppressionCommentParser {
    /// The marker every mvvm-lsp directive starts with (after `//` and optional spaces).
    public static let marker = "mvvm-lsp:"
    /// The marker of FOSMVVM review directives.
    public static let reviewMarker = "fosmvvm-review:"
    /// The rule group a review check name belongs to: check `x` is rule `fosmvvm/x`.
    public static let reviewRuleGroup = "fosmvvm/"

    /// The directive in the line comment `text` (which starts with `//`) at `offset`, or `nil`
    /// when the comment is not a well-formed directive.
    public static func directive(inLineComment text: String, at offset: Int) -> SuppressionDirective? {
        let bytes = Array(text.utf8)
        guard bytes.starts(with: Array("//".utf8)) else { return nil }
        var cursor = 2
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
        let dialect: SuppressionDirective.Dialect
        if bytes[cursor...].starts(with: Array(marker.utf8)) {
            dialect = .mvvmLSP
            cursor += marker.utf8.count
        } else if bytes[cursor...].starts(with: Array(reviewMarker.utf8)) {
            dialect = .fosmvvmReview
            cursor += reviewMarker.utf8.count
        } else {
            return nil
        }
        let commandStart = cursor
        while cursor < bytes.count, !isSpace(bytes[cursor]) { cursor += 1 }
        let command = String(decoding: bytes[commandStart..<cursor], as: UTF8.self)
        guard let (action, scope) = parseCommand(command, dialect: dialect) else { return nil }
        let range = ByteRange(start: offset, end: offset + bytes.count)
        switch dialect {
        case .mvvmLSP:
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
                action: action, scope: scope, ruleIDs: ruleIDs, range: range,
                ruleIDRanges: ruleIDRanges)
        case .fosmvvmReview:
            while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
            let start = cursor
            while cursor < bytes.count, isCheckNameByte(bytes[cursor]) { cursor += 1 }
            guard cursor > start else { return nil }
            let check = String(decoding: bytes[start..<cursor], as: UTF8.self)
            let rest = String(decoding: bytes[cursor...], as: UTF8.self)
            return SuppressionDirective(
                action: action, scope: scope, ruleIDs: [reviewRuleGroup + check], range: range,
                ruleIDRanges: [ByteRange(start: offset + start, end: offset + cursor)],
                dialect: .fosmvvmReview, justification: justification(in: rest))
        }
    }

    /// The text after a review check name without its separator; `nil` when nothing is left or
    /// only a `<placeholder>`.
    static func justification(in rest: String) -> String? {
        let separators: Set<Character> = [" ", "\t", "—", "–", "-", ":"]
        let text = String(rest.drop { separators.contains($0) }).trimmingSpaces()
        guard !text.isEmpty, !(text.hasPrefix("<") && text.hasSuffix(">")) else { return nil }
        return text
    }

    private static func parseCommand(
        _ command: String, dialect: SuppressionDirective.Dialect
    ) -> (SuppressionDirective.Action, SuppressionDirective.Scope)? {
        switch command {
        case "disable": (.disable, .region)
        case "disable:next": (.disable, .next)
        case "disable:this": (.disable, .this)
        case "disable:previous" where dialect == .mvvmLSP: (.disable, .previous)
        case "enable": (.enable, .region)
        default: nil
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == UInt8(ascii: ",")
    }

    /// Check names are kebab-case: letters, digits and `-`.
    private static func isCheckNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
    }
}

private extension String {
    func trimmingSpaces() -> String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
