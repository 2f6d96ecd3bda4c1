@_spi(RawSyntax) import SwiftSyntax

/// The one walk over a file: collects `FileFacts`, tracks the `WalkScope`, and dispatches nodes
/// to the handlers interested in their kind.
final class FileWalker: SyntaxAnyVisitor {
    private(set) var facts: FileFacts
    private(set) var handlers: [any SyntaxNodeHandler]
    /// The handlers interested in each kind; a short list compared by kind, cheaper than
    /// hashing every node's kind.
    private let handlersByKind: [(kind: SyntaxKind, handlers: [Int])]
    /// Views declared elsewhere in the workspace (shared, never copied).
    private let knownViewNames: Set<String>
    /// Views declared in this file.
    private var localViewNames: Set<String>
    private var scope = WalkScope()
    private var savedScopes: [(node: SyntaxIdentifier, scope: WalkScope)] = []

    /// Whether facts are collected; false when the walk reuses facts of the same tree.
    private let collectsFacts: Bool
    /// With reused facts: the index of the next type fact, in walk order.
    private var nextTypeIndex = 0

    /// Where facts can be; subtrees without any are skipped (only when collecting facts for
    /// no handler).
    private let markers: FactMarkers?

    /// What the walk may skip, and what it skipped.
    private(set) var skipping: WalkSkipping
    /// Set when the node being entered is a unit to skip.
    private var skipsEnteredNode = false

    /// With `facts` (collected from this same tree by an earlier walk), the walk only tracks
    /// the scope and feeds the handlers.
    /// Only such a walk skips anything, as `skipping` allows.
    init(path: String, knownViewNames: Set<String>, localViewNames: Set<String>, handlers: [any SyntaxNodeHandler],
         facts: FileFacts? = nil, markers: FactMarkers? = nil, skipping: WalkSkipping = WalkSkipping()) {
        self.markers = facts == nil && handlers.isEmpty ? markers : nil
        self.skipping = facts == nil ? WalkSkipping() : skipping
        self.facts = facts ?? FileFacts(path: path)
        self.collectsFacts = facts == nil
        self.handlers = handlers
        self.knownViewNames = knownViewNames
        self.localViewNames = localViewNames
        var table: [SyntaxKind: [Int]] = [:]
        for (index, handler) in handlers.enumerated() {
            for kind in handler.interests { table[kind, default: []].append(index) }
        }
        self.handlersByKind = table.map { (kind: $0.key, handlers: $0.value) }
        super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if let markers, !markers.any(in: node.position.utf8Offset..<node.endPosition.utf8Offset) {
            return .skipChildren
        }
        if let token = node.as(TokenSyntax.self) {
            if collectsFacts { collectComments(of: token) }
        } else {
            enter(node)
            if skipsEnteredNode {
                skipsEnteredNode = false
                return .skipChildren
            }
        }
        if !handlersByKind.isEmpty {
            let kind = node.kind
            for entry in handlersByKind where entry.kind == kind {
                for index in entry.handlers { handlers[index].handle(node, in: scope) }
            }
        }
        return !collectsFacts && Self.holdsOnlyTokensOrTypes(node) ? .skipChildren : .visitChildren
    }

    /// Nodes whose children are only tokens or type syntax: no handler kind, no declaration
    /// and no comment fact lies below them, so a walk that reuses facts does not descend.
    /// (One switch on the kind: this runs for every node.)
    private static func holdsOnlyTokensOrTypes(_ node: Syntax) -> Bool {
        switch node.kind {
        case .declReferenceExpr, .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr, .nilLiteralExpr,
             .declModifier,
             .arrayType, .attributedType, .classRestrictionType, .compositionType, .dictionaryType, .functionType,
             .identifierType, .implicitlyUnwrappedOptionalType, .inlineArrayType, .memberType, .metatypeType,
             .missingType, .namedOpaqueReturnType, .optionalType, .packElementType, .packExpansionType,
             .someOrAnyType, .suppressedType, .tupleType:
            return true
        default:
            return false
        }
    }

    override func visitAnyPost(_ node: Syntax) {
        if let last = savedScopes.last, last.node == node.id {
            scope = last.scope
            savedScopes.removeLast()
        }
    }

    // MARK: Entering nodes

    private func enter(_ node: Syntax) {
        switch node.kind {
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
            enterType(node)
        case .functionDecl, .initializerDecl, .variableDecl, .subscriptDecl:
            enterMember(node)
        case .macroExpansionDecl, .macroExpansionExpr:
            enterMacro(node)
        case .ifConfigClause:
            enterConditionalClause(node)
        case .importDecl:
            if collectsFacts { recordImport(RawNode(node)) }
        case .functionCallExpr:
            if collectsFacts { recordOperationsCall(node) }
        case .typeAliasDecl:
            if collectsFacts, let decl = node.as(TypeAliasDeclSyntax.self) {
                facts.typeAliases.append(TypeAliasFact(name: decl.name.text, nameRange: ByteRange(decl.name),
                                                       target: decl.initializer.value.trimmedText))
            }
        default:
            break
        }
    }

    private func enterType(_ node: Syntax) {
        guard let type = typeFact(for: node) else { return }
        if type.isView, !type.isExtension { localViewNames.insert(type.qualifiedName) }
        push(node)
        scope.types.append(type)
        scope.member = nil
        scope.isInView = type.isView || (type.isExtension && isKnownView(TypeName.base(of: type.name)))
        if skipping.nonViewTypes, !scope.isInView, !declaresViewInside(type) {
            skip(range: type.range)
            return
        }
        if type.roles.contains(.previewProvider) {
            scope.isInPreview = true
            guard collectsFacts else { return }
            facts.previews.append(PreviewFact(
                kind: .previewProvider, title: nil, range: type.range,
                isInsideDebugBlock: scope.isInDebugBlock, bodyText: ""
            ))
        }
    }

    /// The fact of the type declared by `node`: extracted, or the next reused one.
    private func typeFact(for node: Syntax) -> TypeFact? {
        guard !collectsFacts else {
            let type = TypeFactExtractor.fact(for: node, parentName: scope.innermostType?.qualifiedName)
            if let type { facts.types.append(type) }
            return type
        }
        guard nextTypeIndex < facts.types.count, facts.types[nextTypeIndex].range == ByteRange(node) else { return nil }
        nextTypeIndex += 1
        return facts.types[nextTypeIndex - 1]
    }

    private func enterMember(_ node: Syntax) {
        guard scope.member == nil, let type = scope.innermostType else { return }
        let range = ByteRange(node)
        guard let member = type.members.first(where: { $0.range == range }) else { return }
        push(node)
        scope.member = member
        guard scope.unit == nil else { return }
        scope.unit = range
        if scope.isInView { skipping.unitsInViews.insert(range) }
        if scope.isInPreview { skipping.unitsInPreviews.insert(range) }
        if skipping.units.contains(range) {
            skipping.skippedUnits.append(range)
            skip(range: range)
        } else {
            skipping.walkedUnits.append(range)
        }
    }

    private func enterMacro(_ node: Syntax) {
        guard let preview = PreviewFactExtractor.fact(
            for: node, kind: .macro, isInsideDebugBlock: scope.isInDebugBlock, offset: 0
        ) else { return }
        if collectsFacts { facts.previews.append(preview) }
        push(node)
        scope.isInPreview = true
    }

    private func enterConditionalClause(_ node: Syntax) {
        guard let clause = node.as(IfConfigClauseSyntax.self),
              let condition = clause.condition?.trimmedText,
              condition.contains("DEBUG"), !condition.contains("!DEBUG") else { return }
        push(node)
        scope.isInDebugBlock = true
    }

    /// Skips the children of the node being entered, and the reused facts of the types
    /// declared inside it (the walk would otherwise look for them next).
    private func skip(range: ByteRange) {
        skipsEnteredNode = true
        while !collectsFacts, nextTypeIndex < facts.types.count, range.contains(facts.types[nextTypeIndex].range) {
            nextTypeIndex += 1
        }
    }

    /// Whether a view is declared inside `type` (a nested type).
    private func declaresViewInside(_ type: TypeFact) -> Bool {
        facts.types.contains { $0.isView && $0.range != type.range && type.range.contains($0.range) }
    }

    private func isKnownView(_ name: String) -> Bool {
        localViewNames.contains(name) || knownViewNames.contains(name)
    }

    private func push(_ node: Syntax) {
        savedScopes.append((node.id, scope))
    }

    private static let importPath = LayoutIndex(\ImportDeclSyntax.path)
    private static let importPathName = LayoutIndex(\ImportPathComponentSyntax.name)

    private func recordImport(_ decl: RawNode) {
        let module = (decl[Self.importPath]?.elements ?? []).map { $0[Self.importPathName]?.tokenText ?? "" }
        facts.imports.append(ImportFact(module: module.joined(separator: "."), range: decl.range))
    }

    // MARK: Facts found inside members

    private func recordOperationsCall(_ node: Syntax) {
        guard let type = scope.innermostType,
              let call = node.as(FunctionCallExprSyntax.self),
              let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = callee.base, Self.isOperations(base) else { return }
        facts.operationsCalls.append(OperationsCallFact(
            typeName: type.qualifiedName,
            memberName: scope.member?.name ?? "",
            methodName: callee.declName.baseName.text,
            range: ByteRange(call)
        ))
    }

    /// `operations` or `self.operations`, compared by token (no text is built).
    private static func isOperations(_ base: ExprSyntax) -> Bool {
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            return reference.argumentNames == nil && reference.baseName.text == "operations"
        }
        guard let access = base.as(MemberAccessExprSyntax.self), access.declName.argumentNames == nil,
              access.declName.baseName.text == "operations",
              let owner = access.base?.as(DeclReferenceExprSyntax.self) else { return false }
        return owner.argumentNames == nil && owner.baseName.tokenKind == .keyword(.self)
    }

    /// Comments in the token's trivia; trivia without a `/` (most of it) is not even split
    /// into pieces.
    private func collectComments(of token: TokenSyntax) {
        let view = token.tokenView
        if view.leadingTrivia({ $0.contains(UInt8(ascii: "/")) }) {
            collectComments(in: token.leadingTrivia, startingAt: token.position.utf8Offset)
        }
        if view.trailingTrivia({ $0.contains(UInt8(ascii: "/")) }) {
            collectComments(in: token.trailingTrivia, startingAt: token.endPositionBeforeTrailingTrivia.utf8Offset)
        }
    }

    private func collectComments(in trivia: Trivia, startingAt start: Int) {
        var offset = start
        for piece in trivia {
            switch piece {
            case .lineComment(let text):
                if let directive = SuppressionCommentParser.directive(inLineComment: text, at: offset) {
                    facts.suppressions.append(directive)
                }
            case .blockComment(let text):
                facts.previews += CommentedPreviewScanner.previews(
                    inBlockComment: text, at: offset, isInsideDebugBlock: scope.isInDebugBlock
                )
            default:
                break
            }
            offset += piece.sourceLength.utf8Length
        }
    }
}
