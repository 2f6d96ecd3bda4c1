@_spi(RawSyntax) import SwiftSyntax

/// Where each kind of type declaration keeps what a `TypeFact` reads.
struct DeclGroupLayout {
    let kind: TypeFact.Kind
    /// The name token; for an extension, the extended type.
    let name: LayoutIndex
    let attributes: LayoutIndex
    let modifiers: LayoutIndex
    let inheritance: LayoutIndex
    let memberBlock: LayoutIndex
    let generics: LayoutIndex?
    let whereClause: LayoutIndex?

    static let inheritedTypes = LayoutIndex(\InheritanceClauseSyntax.inheritedTypes)
    static let inheritedType = LayoutIndex(\InheritedTypeSyntax.type)
    static let parameters = LayoutIndex(\GenericParameterClauseSyntax.parameters)
    static let parameterName = LayoutIndex(\GenericParameterSyntax.name)
    static let parameterInheritedType = LayoutIndex(\GenericParameterSyntax.inheritedType)
    static let requirements = LayoutIndex(\GenericWhereClauseSyntax.requirements)
    static let requirement = LayoutIndex(\GenericRequirementSyntax.requirement)
    static let leftType = LayoutIndex(\ConformanceRequirementSyntax.leftType)
    static let rightType = LayoutIndex(\ConformanceRequirementSyntax.rightType)

    private static let structDecl = DeclGroupLayout(
        kind: .struct, name: LayoutIndex(\StructDeclSyntax.name), attributes: LayoutIndex(\StructDeclSyntax.attributes),
        modifiers: LayoutIndex(\StructDeclSyntax.modifiers),
        inheritance: LayoutIndex(\StructDeclSyntax.inheritanceClause),
        memberBlock: LayoutIndex(\StructDeclSyntax.memberBlock),
        generics: LayoutIndex(\StructDeclSyntax.genericParameterClause),
        whereClause: LayoutIndex(\StructDeclSyntax.genericWhereClause)
    )
    private static let classDecl = DeclGroupLayout(
        kind: .class, name: LayoutIndex(\ClassDeclSyntax.name), attributes: LayoutIndex(\ClassDeclSyntax.attributes),
        modifiers: LayoutIndex(\ClassDeclSyntax.modifiers),
        inheritance: LayoutIndex(\ClassDeclSyntax.inheritanceClause),
        memberBlock: LayoutIndex(\ClassDeclSyntax.memberBlock),
        generics: LayoutIndex(\ClassDeclSyntax.genericParameterClause),
        whereClause: LayoutIndex(\ClassDeclSyntax.genericWhereClause)
    )
    private static let enumDecl = DeclGroupLayout(
        kind: .enum, name: LayoutIndex(\EnumDeclSyntax.name), attributes: LayoutIndex(\EnumDeclSyntax.attributes),
        modifiers: LayoutIndex(\EnumDeclSyntax.modifiers), inheritance: LayoutIndex(\EnumDeclSyntax.inheritanceClause),
        memberBlock: LayoutIndex(\EnumDeclSyntax.memberBlock),
        generics: LayoutIndex(\EnumDeclSyntax.genericParameterClause),
        whereClause: LayoutIndex(\EnumDeclSyntax.genericWhereClause)
    )
    private static let actorDecl = DeclGroupLayout(
        kind: .actor, name: LayoutIndex(\ActorDeclSyntax.name), attributes: LayoutIndex(\ActorDeclSyntax.attributes),
        modifiers: LayoutIndex(\ActorDeclSyntax.modifiers),
        inheritance: LayoutIndex(\ActorDeclSyntax.inheritanceClause),
        memberBlock: LayoutIndex(\ActorDeclSyntax.memberBlock),
        generics: LayoutIndex(\ActorDeclSyntax.genericParameterClause),
        whereClause: LayoutIndex(\ActorDeclSyntax.genericWhereClause)
    )
    /// A protocol's generic parameters (primary associated types) are not read.
    private static let protocolDecl = DeclGroupLayout(
        kind: .protocol, name: LayoutIndex(\ProtocolDeclSyntax.name),
        attributes: LayoutIndex(\ProtocolDeclSyntax.attributes), modifiers: LayoutIndex(\ProtocolDeclSyntax.modifiers),
        inheritance: LayoutIndex(\ProtocolDeclSyntax.inheritanceClause),
        memberBlock: LayoutIndex(\ProtocolDeclSyntax.memberBlock), generics: nil, whereClause: nil
    )
    private static let extensionDecl = DeclGroupLayout(
        kind: .extension, name: LayoutIndex(\ExtensionDeclSyntax.extendedType),
        attributes: LayoutIndex(\ExtensionDeclSyntax.attributes),
        modifiers: LayoutIndex(\ExtensionDeclSyntax.modifiers),
        inheritance: LayoutIndex(\ExtensionDeclSyntax.inheritanceClause),
        memberBlock: LayoutIndex(\ExtensionDeclSyntax.memberBlock), generics: nil, whereClause: nil
    )

    static func of(_ kind: SyntaxKind) -> DeclGroupLayout? {
        switch kind {
        case .structDecl: structDecl
        case .classDecl: classDecl
        case .enumDecl: enumDecl
        case .actorDecl: actorDecl
        case .protocolDecl: protocolDecl
        case .extensionDecl: extensionDecl
        default: nil
        }
    }
}
