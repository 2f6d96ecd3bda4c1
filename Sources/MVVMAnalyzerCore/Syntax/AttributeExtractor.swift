import SwiftSyntax

/// Reads attributes (including those nested in `#if` blocks) from an attribute list.
enum AttributeExtractor {
    static func attributes(of list: AttributeListSyntax) -> [AttributeFact] {
        list.flatMap { element -> [AttributeFact] in
            switch element {
            case .attribute(let attribute):
                return [fact(for: attribute)]
            case .ifConfigDecl(let ifConfig):
                return ifConfig.clauses.flatMap { clause -> [AttributeFact] in
                    guard case .attributes(let nested) = clause.elements else { return [] }
                    return attributes(of: nested)
                }
            }
        }
    }

    static func fact(for attribute: AttributeSyntax) -> AttributeFact {
        AttributeFact(
            name: TypeName.base(of: attribute.attributeName.trimmedText),
            arguments: attribute.arguments?.trimmedText,
            range: ByteRange(attribute),
            nameRange: ByteRange(attribute.attributeName)
        )
    }
}
