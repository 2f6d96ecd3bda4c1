import SwiftParser
import SwiftSyntax

/// Finds `#Preview`s written inside a `/* … */` comment by parsing the comment's content.
enum CommentedPreviewScanner {
    static func previews(inBlockComment text: String, at offset: Int, isInsideDebugBlock: Bool) -> [PreviewFact] {
        guard text.contains("#Preview"), text.hasPrefix("/*"), text.hasSuffix("*/"), text.utf8.count >= 4 else {
            return []
        }
        let inner = String(decoding: Array(text.utf8).dropFirst(2).dropLast(2), as: UTF8.self)
        let collector = Collector(offset: offset + 2, isInsideDebugBlock: isInsideDebugBlock)
        collector.walk(SourceAnalyzer.parse(inner))
        return collector.previews
    }

    private final class Collector: SyntaxVisitor {
        let offset: Int
        let isInsideDebugBlock: Bool
        var previews: [PreviewFact] = []

        init(offset: Int, isInsideDebugBlock: Bool) {
            self.offset = offset
            self.isInsideDebugBlock = isInsideDebugBlock
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            record(Syntax(node))
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            record(Syntax(node))
        }

        private func record(_ node: Syntax) -> SyntaxVisitorContinueKind {
            if let fact = PreviewFactExtractor.fact(
                for: node, kind: .commentedMacro, isInsideDebugBlock: isInsideDebugBlock, offset: offset
            ) {
                previews.append(fact)
                return .skipChildren
            }
            return .visitChildren
        }
    }
}
