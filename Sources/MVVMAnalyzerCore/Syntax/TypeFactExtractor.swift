import SwiftSyntax

/// Builds a `TypeFact` from a type declaration or extension, looking only at its direct
/// members (nested types get their own facts when the walk reaches them).
enum TypeFactExtractor {
    static func fact(for node: Syntax, parentName: String?) -> TypeFact? {
        // Concrete casts, not `asProtocol(DeclGroupSyntax.self)`: a protocol cast asks the
        // runtime for conformances, which cost more than the rest of this function.
        let group: any DeclGroupSyntax
        let header: (name: String, nameRange: ByteRange, kind: TypeFact.Kind, generics: GenericParameterClauseSyntax?)
        if let decl = node.as(StructDeclSyntax.self) {
            (group, header) = (decl, (decl.name.text, ByteRange(decl.name), .struct, decl.genericParameterClause))
        } else if let decl = node.as(ClassDeclSyntax.self) {
            (group, header) = (decl, (decl.name.text, ByteRange(decl.name), .class, decl.genericParameterClause))
        } else if let decl = node.as(EnumDeclSyntax.self) {
            (group, header) = (decl, (decl.name.text, ByteRange(decl.name), .enum, decl.genericParameterClause))
        } else if let decl = node.as(ActorDeclSyntax.self) {
            (group, header) = (decl, (decl.name.text, ByteRange(decl.name), .actor, decl.genericParameterClause))
        } else if let decl = node.as(ProtocolDeclSyntax.self) {
            (group, header) = (decl, (decl.name.text, ByteRange(decl.name), .protocol, nil))
        } else if let decl = node.as(ExtensionDeclSyntax.self) {
            (group, header) = (decl, (decl.extendedType.trimmedText, ByteRange(decl.extendedType), .extension, nil))
        } else {
            return nil
        }
        let inherited = group.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
        let attributes = AttributeExtractor.attributes(of: group.attributes)
        let members = MemberExtractor(block: group.memberBlock)
        let qualifiedName: String
        if header.kind == .extension {
            qualifiedName = header.name
        } else {
            qualifiedName = parentName.map { "\($0).\(header.name)" } ?? header.name
        }
        var roles = TypeRoleClassifier.roles(
            name: header.name, kind: header.kind, inheritedTypes: inherited, attributes: attributes
        )
        if header.kind == .enum, header.name == "ViewState", parentName != nil { roles.insert(.viewState) }
        return TypeFact(
            name: header.name,
            qualifiedName: qualifiedName,
            kind: header.kind,
            nameRange: header.nameRange,
            range: ByteRange(node),
            inheritedTypes: inherited,
            attributes: attributes,
            modifiers: ModifierReader.names(group.modifiers),
            genericParameters: genericParameters(header.generics, whereClause: group.genericWhereClause),
            properties: members.properties,
            members: members.members,
            enumCases: members.enumCases,
            roles: roles,
            parentName: header.kind == .extension ? nil : parentName
        )
    }

    private static func genericParameters(
        _ clause: GenericParameterClauseSyntax?, whereClause: GenericWhereClauseSyntax?
    ) -> [GenericParameterFact] {
        guard let clause else { return [] }
        let whereConstraints: [String: String] = Dictionary(
            (whereClause?.requirements ?? []).compactMap { requirement in
                guard case .conformanceRequirement(let conformance) = requirement.requirement else { return nil }
                return (conformance.leftType.trimmedText, conformance.rightType.trimmedText)
            },
            uniquingKeysWith: { first, _ in first }
        )
        return clause.parameters.map { parameter in
            let name = parameter.name.text
            return GenericParameterFact(
                name: name,
                constraint: parameter.inheritedType?.trimmedText ?? whereConstraints[name]
            )
        }
    }
}
