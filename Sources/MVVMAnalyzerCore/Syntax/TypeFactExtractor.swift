@_spi(RawSyntax) import SwiftSyntax

/// Builds a `TypeFact` from a type declaration or extension, looking only at its direct
/// members (nested types get their own facts when the walk reaches them). Reads the raw tree
/// (see `RawNode`).
enum TypeFactExtractor {
    static func fact(for decl: RawNode, parentName: String?) -> TypeFact? {
        guard let layout = DeclGroupLayout.of(decl.kind) else { return nil }
        let nameNode = decl[layout.name]
        let header = (name: nameNode?.trimmedText ?? "", nameRange: nameNode?.range ?? decl.range)
        let inherited = (decl[layout.inheritance]?[DeclGroupLayout.inheritedTypes]?.elements ?? []).map {
            $0[DeclGroupLayout.inheritedType]?.trimmedText ?? ""
        }
        let attributes = decl[layout.attributes].map(AttributeExtractor.attributes(of:)) ?? []
        let members = decl[layout.memberBlock].map(MemberExtractor.init(block:))
        let qualifiedName: String
        if layout.kind == .extension {
            qualifiedName = header.name
        } else {
            qualifiedName = parentName.map { "\($0).\(header.name)" } ?? header.name
        }
        var roles = TypeRoleClassifier.roles(
            name: header.name, kind: layout.kind, inheritedTypes: inherited, attributes: attributes
        )
        if layout.kind == .enum, header.name == "ViewState", parentName != nil { roles.insert(.viewState) }
        return TypeFact(
            name: header.name,
            qualifiedName: qualifiedName,
            kind: layout.kind,
            nameRange: header.nameRange,
            range: decl.range,
            inheritedTypes: inherited,
            attributes: attributes,
            modifiers: decl[layout.modifiers].map(ModifierReader.names) ?? [],
            genericParameters: genericParameters(
                layout.generics.flatMap { decl[$0] }, whereClause: layout.whereClause.flatMap { decl[$0] }
            ),
            properties: members?.properties ?? [],
            members: members?.members ?? [],
            enumCases: members?.enumCases ?? [],
            roles: roles,
            parentName: layout.kind == .extension ? nil : parentName
        )
    }

    private static func genericParameters(_ clause: RawNode?, whereClause: RawNode?) -> [GenericParameterFact] {
        guard let clause else { return [] }
        var whereConstraints: [String: String] = [:]
        for requirement in whereClause?[DeclGroupLayout.requirements]?.elements ?? [] {
            guard let conformance = requirement[DeclGroupLayout.requirement],
                conformance.kind == .conformanceRequirement,
                let left = conformance[DeclGroupLayout.leftType], let right = conformance[DeclGroupLayout.rightType]
            else { continue }
            let name = left.trimmedText
            if whereConstraints[name] == nil { whereConstraints[name] = right.trimmedText }
        }
        return (clause[DeclGroupLayout.parameters]?.elements ?? []).map { parameter in
            let name = parameter[DeclGroupLayout.parameterName]?.tokenText ?? ""
            return GenericParameterFact(
                name: name,
                constraint: parameter[DeclGroupLayout.parameterInheritedType]?.trimmedText ?? whereConstraints[name]
            )
        }
    }
}
