import SwiftSyntax

/// Reads the properties, members and enum cases declared directly in a member block,
/// including those inside `#if` blocks.
struct MemberExtractor {
    private(set) var properties: [PropertyFact] = []
    private(set) var members: [MemberFact] = []
    private(set) var enumCases: [EnumCaseFact] = []

    init(block: MemberBlockSyntax) {
        collect(block.members)
    }

    private mutating func collect(_ items: MemberBlockItemListSyntax) {
        for item in items {
            let decl = item.decl
            if let variable = decl.as(VariableDeclSyntax.self) {
                add(variable)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                members.append(member(
                    name: function.name.text, kind: .function, nameRange: ByteRange(function.name),
                    decl: function, modifiers: function.modifiers,
                    parameters: function.signature.parameterClause.parameters
                ))
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                members.append(member(
                    name: "init", kind: .initializer, nameRange: ByteRange(initializer.initKeyword),
                    decl: initializer, modifiers: initializer.modifiers,
                    parameters: initializer.signature.parameterClause.parameters
                ))
            } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
                members.append(member(
                    name: "subscript", kind: .subscript, nameRange: ByteRange(subscriptDecl.subscriptKeyword),
                    decl: subscriptDecl, modifiers: subscriptDecl.modifiers,
                    parameters: subscriptDecl.parameterClause.parameters
                ))
            } else if let caseDecl = decl.as(EnumCaseDeclSyntax.self) {
                for element in caseDecl.elements {
                    enumCases.append(EnumCaseFact(
                        name: element.name.text,
                        nameRange: ByteRange(element.name),
                        hasAssociatedValues: element.parameterClause != nil,
                        associatedValueTypes: element.parameterClause?.parameters.map(\.type.trimmedText) ?? []
                    ))
                }
            } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .decls(let nested) = clause.elements { collect(nested) }
                }
            }
        }
    }

    private func member(
        name: String, kind: MemberFact.Kind, nameRange: ByteRange, decl: some DeclSyntaxProtocol,
        modifiers: DeclModifierListSyntax, parameters: FunctionParameterListSyntax
    ) -> MemberFact {
        let modifiers = ModifierReader.Summary(modifiers)
        return MemberFact(
            name: name, kind: kind, nameRange: nameRange,
            range: ByteRange(decl),
            isStatic: modifiers.isStatic,
            accessLevel: modifiers.accessLevel, parameterLabels: parameters.map(\.firstName.text),
            parameterTypes: parameters.map(\.type.trimmedText)
        )
    }

    private mutating func add(_ variable: VariableDeclSyntax) {
        let attributes = AttributeExtractor.attributes(of: variable.attributes)
        let modifiers = ModifierReader.Summary(variable.modifiers)
        let range = ByteRange(variable)
        for binding in variable.bindings {
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            let isComputed = Self.isComputed(binding)
            let nameRange = ByteRange(identifier.identifier)
            let name = identifier.identifier.text
            properties.append(PropertyFact(
                name: name,
                nameRange: nameRange,
                range: range,
                attributes: attributes,
                declaredType: binding.typeAnnotation?.type.trimmedText,
                declaredTypeRange: binding.typeAnnotation.map { ByteRange($0.type) },
                initializer: binding.initializer.map {
                    ExpressionFactExtractor.fact(for: $0.value)
                },
                isLet: variable.bindingSpecifier.tokenKind == .keyword(.let),
                isStatic: modifiers.isStatic,
                isComputed: isComputed,
                accessLevel: modifiers.accessLevel,
                setterAccessLevel: modifiers.setterAccessLevel
            ))
            if isComputed {
                members.append(MemberFact(
                    name: name, kind: .computedProperty, nameRange: nameRange,
                    range: range, isStatic: modifiers.isStatic,
                    accessLevel: modifiers.accessLevel, parameterLabels: []
                ))
            }
        }
    }

    /// A binding with a getter is computed; one with only `willSet`/`didSet` is stored.
    private static func isComputed(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessorBlock = binding.accessorBlock else { return false }
        switch accessorBlock.accessors {
        case .getter:
            return true
        case .accessors(let accessors):
            return accessors.contains { accessor in
                let kind = accessor.accessorSpecifier.text
                return kind != "willSet" && kind != "didSet"
            }
        }
    }
}
