@_spi(RawSyntax) import SwiftSyntax

/// Reads the properties, members and enum cases declared directly in a member block (a raw
/// `MemberBlockSyntax`), including those inside `#if` blocks.
struct MemberExtractor {
    private(set) var properties: [PropertyFact] = []
    private(set) var members: [MemberFact] = []
    private(set) var enumCases: [EnumCaseFact] = []

    init(block: RawNode) {
        if let items = block[Layout.members] { collect(items) }
        // Every type of the workspace keeps these: not the slack of arrays grown by appending.
        properties = properties.withExactCapacity
        members = members.withExactCapacity
        enumCases = enumCases.withExactCapacity
    }

    /// The layout positions read here.
    private enum Layout {
        static let members = LayoutIndex(\MemberBlockSyntax.members)
        static let itemDecl = LayoutIndex(\MemberBlockItemSyntax.decl)

        static let functionModifiers = LayoutIndex(\FunctionDeclSyntax.modifiers)
        static let functionName = LayoutIndex(\FunctionDeclSyntax.name)
        static let functionSignature = LayoutIndex(\FunctionDeclSyntax.signature)
        static let signatureParameters = LayoutIndex(\FunctionSignatureSyntax.parameterClause)
        static let signatureReturnClause = LayoutIndex(\FunctionSignatureSyntax.returnClause)
        static let returnClauseType = LayoutIndex(\ReturnClauseSyntax.type)
        static let initializerModifiers = LayoutIndex(\InitializerDeclSyntax.modifiers)
        static let initKeyword = LayoutIndex(\InitializerDeclSyntax.initKeyword)
        static let initializerSignature = LayoutIndex(\InitializerDeclSyntax.signature)
        static let subscriptModifiers = LayoutIndex(\SubscriptDeclSyntax.modifiers)
        static let subscriptKeyword = LayoutIndex(\SubscriptDeclSyntax.subscriptKeyword)
        static let subscriptParameters = LayoutIndex(\SubscriptDeclSyntax.parameterClause)
        static let clauseParameters = LayoutIndex(\FunctionParameterClauseSyntax.parameters)
        static let parameterFirstName = LayoutIndex(\FunctionParameterSyntax.firstName)
        static let parameterType = LayoutIndex(\FunctionParameterSyntax.type)

        static let caseElements = LayoutIndex(\EnumCaseDeclSyntax.elements)
        static let elementName = LayoutIndex(\EnumCaseElementSyntax.name)
        static let elementParameters = LayoutIndex(\EnumCaseElementSyntax.parameterClause)
        static let caseClauseParameters = LayoutIndex(\EnumCaseParameterClauseSyntax.parameters)
        static let caseParameterType = LayoutIndex(\EnumCaseParameterSyntax.type)

        static let variableAttributes = LayoutIndex(\VariableDeclSyntax.attributes)
        static let variableModifiers = LayoutIndex(\VariableDeclSyntax.modifiers)
        static let bindingSpecifier = LayoutIndex(\VariableDeclSyntax.bindingSpecifier)
        static let bindings = LayoutIndex(\VariableDeclSyntax.bindings)
        static let pattern = LayoutIndex(\PatternBindingSyntax.pattern)
        static let typeAnnotation = LayoutIndex(\PatternBindingSyntax.typeAnnotation)
        static let initializer = LayoutIndex(\PatternBindingSyntax.initializer)
        static let accessorBlock = LayoutIndex(\PatternBindingSyntax.accessorBlock)
        static let identifier = LayoutIndex(\IdentifierPatternSyntax.identifier)
        static let annotatedType = LayoutIndex(\TypeAnnotationSyntax.type)
        static let initialValue = LayoutIndex(\InitializerClauseSyntax.value)
        static let accessors = LayoutIndex(\AccessorBlockSyntax.accessors)
        static let accessorSpecifier = LayoutIndex(\AccessorDeclSyntax.accessorSpecifier)
    }

    private mutating func collect(_ items: RawNode) {
        for item in items.elements {
            guard let decl = item[Layout.itemDecl] else { continue }
            switch decl.kind {
            case .variableDecl:
                add(variable: decl)
            case .functionDecl:
                let name = decl[Layout.functionName]
                let signature = decl[Layout.functionSignature]
                members.append(
                    member(
                        name: name?.tokenText ?? "", kind: .function, nameToken: name, decl: decl,
                        modifiers: decl[Layout.functionModifiers],
                        parameterClause: signature?[Layout.signatureParameters],
                        returnType: signature?[Layout.signatureReturnClause]?[Layout.returnClauseType]?.trimmedText
                    ))
            case .initializerDecl:
                members.append(
                    member(
                        name: "init", kind: .initializer, nameToken: decl[Layout.initKeyword], decl: decl,
                        modifiers: decl[Layout.initializerModifiers],
                        parameterClause: decl[Layout.initializerSignature]?[Layout.signatureParameters]
                    ))
            case .subscriptDecl:
                members.append(
                    member(
                        name: "subscript", kind: .subscript, nameToken: decl[Layout.subscriptKeyword], decl: decl,
                        modifiers: decl[Layout.subscriptModifiers], parameterClause: decl[Layout.subscriptParameters]
                    ))
            case .enumCaseDecl:
                for element in decl[Layout.caseElements]?.elements ?? [] {
                    let name = element[Layout.elementName]
                    let parameters = element[Layout.elementParameters]
                    enumCases.append(
                        EnumCaseFact(
                            name: name?.tokenText ?? "",
                            nameRange: name?.range ?? element.range,
                            hasAssociatedValues: parameters != nil,
                            associatedValueTypes: (parameters?[Layout.caseClauseParameters]?.elements ?? []).map {
                                $0[Layout.caseParameterType]?.trimmedText ?? ""
                            }
                        ))
                }
            case .ifConfigDecl:
                for nested in IfConfigBlock.clauseElements(of: decl) where nested.kind == .memberBlockItemList {
                    collect(nested)
                }
            default:
                break
            }
        }
    }

    private func member(
        name: String, kind: MemberFact.Kind, nameToken: RawNode?, decl: RawNode,
        modifiers: RawNode?, parameterClause: RawNode?, returnType: String? = nil
    ) -> MemberFact {
        let modifiers = modifiers.map(ModifierReader.Summary.init)
        let parameters = parameterClause?[Layout.clauseParameters]?.elements ?? []
        let range = decl.range
        return MemberFact(
            name: name, kind: kind, nameRange: nameToken?.range ?? range,
            range: range,
            isStatic: modifiers?.isStatic ?? false,
            accessLevel: modifiers?.accessLevel,
            parameterLabels: parameters.map { $0[Layout.parameterFirstName]?.tokenText ?? "" },
            parameterTypes: parameters.map { $0[Layout.parameterType]?.trimmedText ?? "" },
            returnType: returnType
        )
    }

    private mutating func add(variable: RawNode) {
        let attributes = variable[Layout.variableAttributes].map(AttributeExtractor.attributes(of:)) ?? []
        let modifiers = variable[Layout.variableModifiers].map(ModifierReader.Summary.init)
        let isStatic = modifiers?.isStatic ?? false
        let isLet = variable[Layout.bindingSpecifier]?.isKeyword(.let) == true
        let range = variable.range
        for binding in variable[Layout.bindings]?.elements ?? [] {
            guard let pattern = binding[Layout.pattern], pattern.kind == .identifierPattern,
                let identifier = pattern[Layout.identifier]
            else { continue }
            let isComputed = Self.isComputed(binding)
            let nameRange = identifier.range
            let name = identifier.tokenText
            let declaredType = binding[Layout.typeAnnotation]?[Layout.annotatedType]
            properties.append(
                PropertyFact(
                    name: name,
                    nameRange: nameRange,
                    range: range,
                    attributes: attributes,
                    declaredType: declaredType?.trimmedText,
                    declaredTypeRange: declaredType?.range,
                    initializer: binding[Layout.initializer]?[Layout.initialValue].map(
                        ExpressionFactExtractor.fact(for:)),
                    isLet: isLet,
                    isStatic: isStatic,
                    isComputed: isComputed,
                    accessLevel: modifiers?.accessLevel,
                    setterAccessLevel: modifiers?.setterAccessLevel
                ))
            if isComputed {
                members.append(
                    MemberFact(
                        name: name, kind: .computedProperty, nameRange: nameRange,
                        range: range, isStatic: isStatic,
                        accessLevel: modifiers?.accessLevel, parameterLabels: [], returnType: declaredType?.trimmedText
                    ))
            }
        }
    }

    /// A binding with a getter is computed; one with only `willSet`/`didSet` is stored.
    private static func isComputed(_ binding: RawNode) -> Bool {
        guard let accessors = binding[Layout.accessorBlock]?[Layout.accessors] else { return false }
        guard accessors.kind == .accessorDeclList else { return true } // a getter's statements
        return accessors.elements.contains { accessor in
            guard let specifier = accessor[Layout.accessorSpecifier] else { return true }
            return !specifier.isToken("willSet") && !specifier.isToken("didSet")
        }
    }
}
