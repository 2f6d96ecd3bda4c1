import SwiftSyntax

/// The rules' walk over a file: tracks the `WalkScope` from the file's facts (collected from
/// the same tree by `FactsWalk`) and dispatches nodes to the handlers interested in their kind.
final class FileWalker: SyntaxAnyVisitor {
    let facts: FileFacts
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

    /// The index of the next type fact, in walk order.
    private var nextTypeIndex = 0

    /// What the walk may skip, and what it skipped.
    private(set) var skipping: WalkSkipping
    /// Set when the node being entered is a unit to skip.
    private var skipsEnteredNode = false

    /// `facts` were collected from this same tree; the walk skips what `skipping` allows.
    init(
        knownViewNames: Set<String>, localViewNames: Set<String>, handlers: [any SyntaxNodeHandler],
        facts: FileFacts, skipping: WalkSkipping = WalkSkipping()
    ) {
        self.skipping = skipping
        self.facts = facts
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
        if node.kind != .token {
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
        return Self.holdsOnlyTokensOrTypes(node) ? .skipChildren : .visitChildren
    }

    /// Nodes whose children are only tokens or type syntax: no handler kind and no declaration
    /// lies below them, so the walk does not descend.
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
        if type.roles.contains(.previewProvider) { scope.isInPreview = true }
    }

    /// The fact of the type declared by `node`: the next one of the facts, in walk order.
    private func typeFact(for node: Syntax) -> TypeFact? {
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

    /// A `#Preview` is one the facts recorded (not read again from the node).
    private func enterMacro(_ node: Syntax) {
        let range = ByteRange(node)
        guard facts.previews.contains(where: { $0.kind == .macro && $0.range == range }) else { return }
        push(node)
        scope.isInPreview = true
    }

    private func enterConditionalClause(_ node: Syntax) {
        guard let clause = node.as(IfConfigClauseSyntax.self),
            let condition = clause.condition?.trimmedText, WalkScope.isDebugCondition(condition)
        else { return }
        push(node)
        scope.isInDebugBlock = true
    }

    /// Skips the children of the node being entered, and the reused facts of the types
    /// declared inside it (the walk would otherwise look for them next).
    private func skip(range: ByteRange) {
        skipsEnteredNode = true
        while nextTypeIndex < facts.types.count, range.contains(facts.types[nextTypeIndex].range) {
            nextTypeIndex += 1
        }
    }

    /// Whether a view is declared inside `type` (a nested type). The facts list types in walk
    /// order, so the types nested in the one just entered are the next ones: a file of
    /// thousands of types is not searched whole for each (it cost a second per keystroke in a
    /// file of 6,000).
    private func declaresViewInside(_ type: TypeFact) -> Bool {
        var index = nextTypeIndex
        while index < facts.types.count, type.range.contains(facts.types[index].range) {
            if facts.types[index].isView { return true }
            index += 1
        }
        return false
    }

    private func isKnownView(_ name: String) -> Bool {
        localViewNames.contains(name) || knownViewNames.contains(name)
    }

    private func push(_ node: Syntax) {
        savedScopes.append((node.id, scope))
    }
}
