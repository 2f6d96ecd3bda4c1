import MVVMAnalyzerCore
import SwiftSyntax

/// Edits for the "Disable <rule> for this line / for this file" code actions. They extend a
/// `// mvvm-lsp:` suppression comment already in place rather than adding a second one.
public enum SuppressionActions {
    /// Suppresses `ruleID` on the zero-based `line`: extends a `disable:next` comment on the line
    /// above or a `disable:this` comment on the line, else inserts `// mvvm-lsp:disable:next`
    /// above the line with its indentation.
    public static func disableForLine(ruleID: String, line: Int, in file: SourceFile) -> [TextReplacement] {
        let existing = file.facts.suppressions.first { directive in
            guard directive.action == .disable, directive.dialect == .mvvmLSP else { return false }
            let directiveLine = file.lines.lineIndex(containing: directive.range.start)
            return (directive.scope == .next && directiveLine == line - 1)
                || (directive.scope == .this && directiveLine == line)
        }
        if let existing {
            return existing.covers(ruleID) ? [] : [appending(ruleID, to: existing)]
        }
        let start = file.lines.lineStarts[min(max(0, line), file.lines.lineCount - 1)]
        let content = file.lines.text(in: ByteRange(start: start, end: file.lines.contentEnd(ofLine: line)))
        let indentation = String(content.prefix { $0 == " " || $0 == "\t" })
        return [
            TextReplacement(
                range: .empty(at: start),
                newText: "\(indentation)// \(SuppressionCommentParser.marker)disable:next \(ruleID)\n"
            )
        ]
    }

    /// Suppresses `ruleID` in the whole file: extends a `// mvvm-lsp:disable` comment that sits
    /// before the first declaration, else inserts one at the top of the file.
    public static func disableForFile(ruleID: String, in file: SourceFile) -> [TextReplacement] {
        let firstCode =
            file.tree.firstToken(viewMode: .sourceAccurate)?.positionAfterSkippingLeadingTrivia.utf8Offset
            ?? file.lines.bytes.count
        let existing = file.facts.suppressions.first { directive in
            directive.action == .disable && directive.dialect == .mvvmLSP && directive.scope == .region
                && directive.range.end <= firstCode
        }
        if let existing {
            return existing.covers(ruleID) ? [] : [appending(ruleID, to: existing)]
        }
        return [
            TextReplacement(range: .empty(at: 0), newText: "// \(SuppressionCommentParser.marker)disable \(ruleID)\n")
        ]
    }

    private static func appending(_ ruleID: String, to directive: SuppressionDirective) -> TextReplacement {
        let end = directive.ruleIDRanges.last?.end ?? directive.range.end
        return TextReplacement(range: .empty(at: end), newText: " \(ruleID)")
    }
}
