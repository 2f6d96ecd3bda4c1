import SwiftSyntax

/// The one walk over a file: collects `FileFacts`, tracks the `WalkScope`, and dispatches nodes
/// to the handlers interested in their kind.
final class FileWalker: SyntaxAnyVisitor {
    private(set) var facts: FileFacts
    private(set) var handlers: [any SyntaxNodeHandler]
    private let handlersByKind: [SyntaxKind: [Int]]
    /// Views declared elsewhere in the workspace (shared, never copied).
    private let knownViewNames: Set<String>
    /// Views declared in this file.
    private var localViewNames: Set<String>
    private var scope = WalkScope()
    private var savedScopes: [(node: SyntaxIdentifier, scope: WalkScope)] = []

    init(path: String, knownViewNames: Set<String>, localViewNames: Set<String>, handlers: [any SyntaxNodeHandler]) {
        self.facts = FileFacts(path: path)
        self.handlers = handlers
        self.knownViewNames = knownViewNames
        self.localViewNames = localViewNames
        var table: [SyntaxKind: [Int]] = [:]
        for (index, handler) in handlers.enumerated() {
            for kind in handler.interests { table[kind, default: []].append(index) }
        }
        self.handlersByKind = table
        super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if let token = node.as(TokenSyntax.self) {
            collectComments(of: token)
        } else {
            enter(node)
        }
        if let interested = handlersByKind[node.kind] {
            for index in interested { handlers[index].handle(node, in: scope) }
        }
        return .visitChildren
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
            if let decl = node.as(ImportDeclSyntax.self) {
                let module = decl.path.map(\.name.text).joined(separator: ".")
                facts.imports.append(ImportFact(module: module, range: ByteRange(decl)))
            }
        case .functionCallExpr:
            recordOperationsCall(node)
        default:
            break
        }
    }

    private func enterType(_ node: Syntax) {
        let parentName = scope.innermostType?.qualifiedName
        guard let type = TypeFactExtractor.fact(for: node, parentName: parentName) else { return }
        facts.types.append(type)
        if type.isView, !type.isExtension { localViewNames.insert(type.qualifiedName) }
        push(node)
        scope.types.append(type)
        scope.member = nil
        scope.isInView = type.isView || (type.isExtension && isKnownView(TypeName.base(of: type.name)))
        if type.roles.contains(.previewProvider) {
            scope.isInPreview = true
            facts.previews.append(PreviewFact(
                kind: .previewProvider, title: nil, range: type.range,
                isInsideDebugBlock: scope.isInDebugBlock, bodyText: ""
            ))
        }
    }

    private func enterMember(_ node: Syntax) {
        guard scope.member == nil, let type = scope.innermostType else { return }
        let range = ByteRange(node)
        guard let member = type.members.first(where: { $0.range == range }) else { return }
        push(node)
        scope.member = member
    }

    private func enterMacro(_ node: Syntax) {
        guard let preview = PreviewFactExtractor.fact(
            for: node, kind: .macro, isInsideDebugBlock: scope.isInDebugBlock, offset: 0
        ) else { return }
        facts.previews.append(preview)
        push(node)
        scope.isInPreview = true
    }

    private func enterConditionalClause(_ node: Syntax) {
        guard let clause = node.as(IfConfigClauseSyntax.self),
              let condition = clause.condition?.trimmedDescription,
              condition.contains("DEBUG"), !condition.contains("!DEBUG") else { return }
        push(node)
        scope.isInDebugBlock = true
    }

    private func isKnownView(_ name: String) -> Bool {
        localViewNames.contains(name) || knownViewNames.contains(name)
    }

    private func push(_ node: Syntax) {
        savedScopes.append((node.id, scope))
    }

    // MARK: Facts found inside members

    private func recordOperationsCall(_ node: Syntax) {
        guard let type = scope.innermostType,
              let call = node.as(FunctionCallExprSyntax.self),
              let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = callee.base else { return }
        let baseText = base.trimmedDescription
        guard baseText == "operations" || baseText == "self.operations" else { return }
        facts.operationsCalls.append(OperationsCallFact(
            typeName: type.qualifiedName,
            memberName: scope.member?.name ?? "",
            methodName: callee.declName.baseName.text,
            range: ByteRange(call)
        ))
    }

    private func collectComments(of token: TokenSyntax) {
        collectComments(in: token.leadingTrivia, startingAt: token.position.utf8Offset)
        collectComments(in: token.trailingTrivia, startingAt: token.endPositionBeforeTrailingTrivia.utf8Offset)
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
