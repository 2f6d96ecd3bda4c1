import MVVMAnalyzerCore
import SwiftSyntax

/// Replacements that rewrite every use of a type name (as a type, not in expressions) inside a
/// declaration's members, e.g. `CharacterListViewModel` → `ViewModel`.
enum TypeRenaming {
    static func replacements(of name: String, with newName: String, in members: MemberBlockSyntax) -> [TextReplacement]
    {
        let collector = Collector(name: name)
        collector.walk(members)
        return collector.ranges.map { TextReplacement(range: $0, newText: newName) }
    }

    private final class Collector: SyntaxVisitor {
        let name: String
        var ranges: [ByteRange] = []

        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            if node.name.text == name, node.genericArgumentClause == nil { ranges.append(ByteRange(node.name)) }
            return .visitChildren
        }

        /// Nested types have their own names in scope.
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
