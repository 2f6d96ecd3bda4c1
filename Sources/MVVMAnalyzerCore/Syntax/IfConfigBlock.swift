@_spi(RawSyntax) import SwiftSyntax

/// The contents of each clause of a raw `#if` block (`IfConfigDeclSyntax`): declarations,
/// attributes, statements… as the clause holds them.
enum IfConfigBlock {
    private static let clauses = LayoutIndex(\IfConfigDeclSyntax.clauses)
    private static let elements = LayoutIndex(\IfConfigClauseSyntax.elements)

    static func clauseElements(of block: RawNode) -> [RawNode] {
        (block[clauses]?.elements ?? []).compactMap { $0[elements] }
    }
}
