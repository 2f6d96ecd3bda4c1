import MVVMAnalyzerCore
import SwiftSyntax

/// What a preview passes one argument of the view model it builds, with the preview's own
/// statements the value reads (`let dependencies = AppDependencies()` before
/// `reminderScheduler: dependencies.reminderScheduler`), in the preview's order.
struct PreviewArgument: Sendable, Hashable {
    var value: String
    /// The statements to copy before the construction; empty when the value stands alone.
    var setup: [PreviewStatement] = []
}

extension PreviewArgument {
    /// Whether the value or a statement it reads names one of `types` (`PreviewService()`).
    func names(_ types: Set<String>) -> Bool {
        guard !types.isEmpty else { return false }
        return ([value] + setup.map(\.text)).contains { text in
            text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.contains { types.contains(String($0)) }
        }
    }
}

/// A statement of an app's preview that a new preview copies.
public struct PreviewStatement: Sendable, Hashable {
    /// As written, its continuation lines moved left by its own indentation.
    public var text: String
    /// Whether it declares (`let repo = FakeRepository()`) rather than configures what was
    /// declared (`repo.content = sounds`), which a view builder does not take.
    public var isDeclaration: Bool
}

/// The statements before a call in a preview that an argument of the call reads: the
/// declarations of the names it reads and the statements configuring them (`repo.content =
/// sounds`), each with what it reads in turn; nil when the argument reads a name none of them
/// declares (a closure's parameter, a global of another file) or the preview's own type's
/// members.
enum PreviewSetup {
    /// Which statements before a call an argument may read.
    enum Copied {
        case nothing
        /// Declarations (a test's own `let service = MockService()`), not what stubs them.
        case declarations
        /// Declarations and what configures them (a preview's `repo.content = sounds`).
        case declarationsAndConfiguration
    }

    static func slice(
        for argument: ExprSyntax, of call: FunctionCallExprSyntax, within range: ByteRange, copying: Copied
    ) -> [PreviewStatement]? {
        guard !readsOwnType(Syntax(argument)) else { return nil }
        let earlier = statementsBefore(call, within: range)
        var needed: [Int: CodeBlockItemSyntax] = [:]
        var pending = names(readBy: Syntax(argument))
        var seen = Set<String>()
        while let name = pending.popLast() {
            guard seen.insert(name.text).inserted else { continue }
            guard let declaration = earlier.first(where: { $0.declares.contains(name.text) }) else {
                // A function none of them declares is a global one (`print`).
                if name.isCalled { continue }
                return nil
            }
            let configuring =
                copying == .declarationsAndConfiguration ? earlier.filter { $0.configures == name.text } : []
            for statement in [declaration] + configuring {
                guard !readsOwnType(Syntax(statement.item)) else { return nil }
                needed[statement.offset] = statement.item
                pending += names(readBy: Syntax(statement.item))
            }
        }
        return needed.sorted { $0.key < $1.key }.map {
            PreviewStatement(text: dedented($0.value), isDeclaration: $0.value.item.is(VariableDeclSyntax.self))
        }
    }

    /// A statement before the call: the variables it declares, or the one it configures.
    private struct Earlier {
        var offset: Int
        var item: CodeBlockItemSyntax
        var declares: Set<String> = []
        var configures: String?
    }

    /// Whether `node` reads `Self.sample` or `self.store`: the preview's own type's members.
    private static func readsOwnType(_ node: Syntax) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { [.keyword(.Self), .keyword(.self)].contains($0.tokenKind) }
    }

    /// The statements before `call` in the blocks enclosing it inside `range` (the preview)
    /// that declare variables or configure one (`repo.content = …`, `store.load()`).
    private static func statementsBefore(_ call: FunctionCallExprSyntax, within range: ByteRange) -> [Earlier] {
        var statements: [Earlier] = []
        var node = Syntax(call)
        while let parent = node.parent {
            defer { node = parent }
            guard parent.positionAfterSkippingLeadingTrivia.utf8Offset >= range.start else { break }
            guard let item = node.as(CodeBlockItemSyntax.self), let list = parent.as(CodeBlockItemListSyntax.self)
            else { continue }
            for earlier in list where earlier.position < item.position {
                let offset = earlier.position.utf8Offset
                if let variable = earlier.item.as(VariableDeclSyntax.self) {
                    let names = variable.bindings.compactMap {
                        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                    }
                    statements.append(Earlier(offset: offset, item: earlier, declares: Set(names)))
                } else if let expression = earlier.item.as(ExprSyntax.self), let root = rootName(of: expression) {
                    statements.append(Earlier(offset: offset, item: earlier, configures: root))
                }
            }
        }
        return statements
    }

    /// The variable an expression statement starts from: `repo` of `repo.content = sounds` and
    /// of `repo.load()`.
    private static func rootName(of expression: ExprSyntax) -> String? {
        var root = expression
        while true {
            if let sequence = root.as(SequenceExprSyntax.self), let first = sequence.elements.first {
                root = first
            } else if let infix = root.as(InfixOperatorExprSyntax.self) {
                root = infix.leftOperand
            } else if let member = root.as(MemberAccessExprSyntax.self), let base = member.base {
                root = base
            } else if let call = root.as(FunctionCallExprSyntax.self) {
                root = call.calledExpression
            } else if let subscriptCall = root.as(SubscriptCallExprSyntax.self) {
                root = subscriptCall.calledExpression
            } else if let chain = root.as(OptionalChainingExprSyntax.self) {
                root = chain.expression
            } else {
                return root.as(DeclReferenceExprSyntax.self)?.baseName.text
            }
        }
    }

    /// A name a statement reads, and whether it calls it (`print(…)`).
    private struct ReadName {
        var text: String
        var isCalled: Bool
    }

    /// The lower-case names `node` reads that it does not declare itself: not members
    /// (`.reminderScheduler`), key-path components (`\.modelContext`), closure parameters or
    /// the names its own bindings declare.
    private static func names(readBy node: Syntax) -> [ReadName] {
        var declaredInside = Set<String>()
        var read: [ReadName] = []
        for token in node.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let text) = token.tokenKind, let parent = token.parent else { continue }
            if parent.is(IdentifierPatternSyntax.self) || parent.is(ClosureShorthandParameterSyntax.self)
                || parent.is(ClosureParameterSyntax.self)
            {
                declaredInside.insert(text)
                continue
            }
            guard let reference = parent.as(DeclReferenceExprSyntax.self),
                reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id,
                reference.parent?.is(KeyPathPropertyComponentSyntax.self) != true,
                text.first?.isLowercase == true
            else { continue }
            let isCalled = reference.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == reference.id
            read.append(ReadName(text: text, isCalled: isCalled))
        }
        return read.filter { !declaredInside.contains($0.text) }
    }

    /// The statement's text with its continuation lines moved left by its own indentation.
    private static func dedented(_ item: CodeBlockItemSyntax) -> String {
        let indentation = item.leadingTrivia.pieces.reversed().prefix { !$0.isNewline }.reduce(0) {
            if case .spaces(let count) = $1 { return $0 + count }
            if case .tabs(let count) = $1 { return $0 + count }
            return $0
        }
        let lines = item.trimmedText.split(separator: "\n", omittingEmptySubsequences: false)
        return
            ([String(lines[0])]
            + lines.dropFirst().map { line in
                let blank = line.prefix { $0 == " " || $0 == "\t" }.count
                return String(line.dropFirst(min(blank, indentation)))
            }).joined(separator: "\n")
    }
}
