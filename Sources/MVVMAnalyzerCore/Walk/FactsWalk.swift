@_spi(RawSyntax) import SwiftSyntax

/// The walk that collects a file's facts, over swift-syntax's raw tree (see `RawNode`): types
/// and their members, previews, imports, typealiases, `operations` calls and suppression
/// comments. Given the text's `FactMarkers`, it goes only into nodes whose text holds one.
///
/// It visits nodes as a source-accurate `SyntaxVisitor` would (missing tokens left out), but
/// a step costs an array read and an addition, where a `Syntax` child is a new node holding
/// its parent and position: on a real app the walk through `Syntax` took two fifths of the
/// instructions spent above the parse. Rule handlers walk the tree afterwards (`FileWalker`),
/// reusing these facts.
struct FactsWalk {
    private(set) var facts: FileFacts
    private let markers: FactMarkers?
    /// Where the walk is: enclosing types (outermost first), the index of the innermost type's
    /// member in its `members`, and whether an `#if DEBUG` block encloses it (kept as plain
    /// values: the scope is saved and restored at every node).
    private var types: [TypeFact] = []
    private var memberIndex: Int?
    private var isInDebugBlock = false

    /// The facts of `tree`, looking only where `markers` (of the tree's text) say a fact can be.
    static func facts(of tree: SourceFileSyntax, path: String, markers: FactMarkers?) -> FileFacts {
        var walk = FactsWalk(facts: FileFacts(path: path), markers: markers)
        walk.visit(RawNode(tree))
        walk.facts.addRolesOfConformingExtensions()
        walk.facts.types = walk.facts.types.withExactCapacity
        return walk.facts
    }

    private init(facts: FileFacts, markers: FactMarkers?) {
        self.facts = facts
        self.markers = markers
    }

    private mutating func visit(_ node: RawNode) {
        if let markers, !markers.any(in: node.offset..<(node.offset + node.raw.byteLength)) { return }
        if let token = node.raw.tokenView {
            if token.presence == .present { collectComments(of: token, at: node.offset, length: node.raw.byteLength) }
            return
        }
        let scope = (types: types.count, memberIndex: memberIndex, isInDebugBlock: isInDebugBlock)
        enter(node)
        if let children = node.raw.layoutView?.children {
            // As `node.elements`, without building the array.
            var offset = node.offset
            for child in children {
                guard let child else { continue }
                visit(RawNode(raw: child, offset: offset))
                offset += child.byteLength
            }
        }
        if types.count > scope.types { types.removeLast(types.count - scope.types) }
        (memberIndex, isInDebugBlock) = (scope.memberIndex, scope.isInDebugBlock)
    }

    // MARK: Entering nodes

    private mutating func enter(_ node: RawNode) {
        switch node.kind {
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
            enterType(node)
        case .functionDecl, .initializerDecl, .variableDecl, .subscriptDecl:
            enterMember(node)
        case .macroExpansionDecl, .macroExpansionExpr:
            enterMacro(node)
        case .ifConfigClause:
            if let condition = node[Layout.clauseCondition]?.trimmedText, WalkScope.isDebugCondition(condition) {
                isInDebugBlock = true
            }
        case .importDecl:
            let module = (node[Layout.importPath]?.elements ?? []).map { $0[Layout.importPathName]?.tokenText ?? "" }
            let attributes = node[Layout.importAttributes].map(AttributeExtractor.attributes(of:)) ?? []
            facts.imports.append(
                ImportFact(
                    module: module.joined(separator: "."), range: node.range,
                    isTestable: attributes.contains(named: "testable")))
        case .functionCallExpr:
            recordOperationsCall(node)
        case .typeAliasDecl:
            let name = node[Layout.aliasName]
            facts.typeAliases.append(
                TypeAliasFact(
                    name: name?.tokenText ?? "", nameRange: name?.range ?? node.range,
                    target: node[Layout.aliasInitializer]?[Layout.aliasValue]?.trimmedText ?? ""
                ))
        default:
            break
        }
    }

    private mutating func enterType(_ node: RawNode) {
        guard let type = TypeFactExtractor.fact(for: node, parentName: types.last?.qualifiedName) else { return }
        facts.types.append(type)
        types.append(type)
        memberIndex = nil
        if type.roles.contains(.previewProvider) {
            facts.previews.append(
                PreviewFact(
                    kind: .previewProvider, title: nil, range: type.range, isInsideDebugBlock: isInDebugBlock,
                    bodyText: ""
                ))
        }
    }

    /// The member of the innermost type that `node` declares (only the outermost: a function
    /// inside a method is part of the method).
    private mutating func enterMember(_ node: RawNode) {
        guard memberIndex == nil, let type = types.last else { return }
        let range = node.range
        if let declared = type.members.firstIndex(where: { $0.range == range }) { memberIndex = declared }
    }

    /// A `#Preview` is read through the `Syntax` API (its title is a string literal's value),
    /// from a node made of the raw subtree: macros are a few in a file. The subtree's own arena
    /// is the one to hold: an incremental parse reuses nodes of the previous tree's arena.
    private mutating func enterMacro(_ node: RawNode) {
        guard
            node[node.kind == .macroExpansionDecl ? Layout.declMacroName : Layout.exprMacroName]?.isToken("Preview")
                == true,
            let preview = PreviewFactExtractor.fact(
                for: Syntax(raw: node.raw, rawNodeArena: node.raw.arena), kind: .macro,
                isInsideDebugBlock: isInDebugBlock, offset: node.offset
            )
        else { return }
        facts.previews.append(preview)
    }

    /// `operations.x(…)` or `self.operations.x(…)` inside a type.
    private mutating func recordOperationsCall(_ call: RawNode) {
        guard let type = types.last, let callee = call[Layout.calledExpression], callee.kind == .memberAccessExpr,
            let base = callee[Layout.memberBase], Self.isOperations(base)
        else { return }
        facts.operationsCalls.append(
            OperationsCallFact(
                typeName: type.qualifiedName,
                memberName: memberIndex.map { type.members[$0].name } ?? "",
                methodName: callee[Layout.memberName]?[Layout.referenceName]?.tokenText ?? "",
                range: call.range
            ))
    }

    /// `operations` or `self.operations`, compared by token (no text is built).
    private static func isOperations(_ base: RawNode) -> Bool {
        if base.kind == .declReferenceExpr {
            return base[Layout.referenceArguments] == nil && base[Layout.referenceName]?.isToken("operations") == true
        }
        guard base.kind == .memberAccessExpr, let name = base[Layout.memberName],
            name[Layout.referenceArguments] == nil, name[Layout.referenceName]?.isToken("operations") == true,
            let owner = base[Layout.memberBase], owner.kind == .declReferenceExpr
        else { return false }
        return owner[Layout.referenceArguments] == nil && owner[Layout.referenceName]?.isKeyword(.self) == true
    }

    // MARK: Comments

    /// Suppression directives and commented previews in the token's trivia; trivia without a
    /// `/` (most of it) is not even split into pieces.
    private mutating func collectComments(of token: RawSyntaxTokenView, at offset: Int, length: Int) {
        if token.leadingTrivia({ $0.contains(UInt8(ascii: "/")) }) {
            collectComments(in: token.formLeadingTrivia(), startingAt: offset)
        }
        if token.trailingTrivia({ $0.contains(UInt8(ascii: "/")) }) {
            let end = offset + length - token.trailingTriviaByteLength
            collectComments(in: token.formTrailingTrivia(), startingAt: end)
        }
    }

    private mutating func collectComments(in trivia: Trivia, startingAt start: Int) {
        var offset = start
        for piece in trivia {
            switch piece {
            case .lineComment(let text):
                if let directive = SuppressionCommentParser.directive(inLineComment: text, at: offset) {
                    facts.suppressions.append(directive)
                }
            case .blockComment(let text):
                facts.previews += CommentedPreviewScanner.previews(
                    inBlockComment: text, at: offset, isInsideDebugBlock: isInDebugBlock
                )
            default:
                break
            }
            offset += piece.sourceLength.utf8Length
        }
    }

    /// The layout positions read here.
    private enum Layout {
        static let clauseCondition = LayoutIndex(\IfConfigClauseSyntax.condition)
        static let importPath = LayoutIndex(\ImportDeclSyntax.path)
        static let importAttributes = LayoutIndex(\ImportDeclSyntax.attributes)
        static let importPathName = LayoutIndex(\ImportPathComponentSyntax.name)
        static let aliasName = LayoutIndex(\TypeAliasDeclSyntax.name)
        static let aliasInitializer = LayoutIndex(\TypeAliasDeclSyntax.initializer)
        static let aliasValue = LayoutIndex(\TypeInitializerClauseSyntax.value)
        static let declMacroName = LayoutIndex(\MacroExpansionDeclSyntax.macroName)
        static let exprMacroName = LayoutIndex(\MacroExpansionExprSyntax.macroName)
        static let calledExpression = LayoutIndex(\FunctionCallExprSyntax.calledExpression)
        static let memberBase = LayoutIndex(\MemberAccessExprSyntax.base)
        static let memberName = LayoutIndex(\MemberAccessExprSyntax.declName)
        static let referenceName = LayoutIndex(\DeclReferenceExprSyntax.baseName)
        static let referenceArguments = LayoutIndex(\DeclReferenceExprSyntax.argumentNames)
    }
}
