@_spi(RawSyntax) import SwiftSyntax

/// Reads attributes (including those nested in `#if` blocks) from an attribute list (a raw
/// `AttributeListSyntax`).
enum AttributeExtractor {
    private static let attributeName = LayoutIndex(\AttributeSyntax.attributeName)
    private static let arguments = LayoutIndex(\AttributeSyntax.arguments)

    static func attributes(of list: RawNode) -> [AttributeFact] {
        var facts: [AttributeFact] = []
        for element in list.elements {
            switch element.kind {
            case .attribute:
                facts.append(fact(for: element))
            case .ifConfigDecl:
                for clause in IfConfigBlock.clauseElements(of: element) where clause.kind == .attributeList {
                    facts += attributes(of: clause)
                }
            default:
                break
            }
        }
        return facts
    }

    private static func fact(for attribute: RawNode) -> AttributeFact {
        let name = attribute[attributeName]
        return AttributeFact(
            name: TypeName.base(of: name?.trimmedText ?? ""),
            arguments: attribute[arguments]?.trimmedText,
            range: attribute.range,
            nameRange: name?.range ?? .empty(at: attribute.range.start)
        )
    }
}
