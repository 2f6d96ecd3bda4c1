import MVVMAnalyzerCore
import SwiftSyntax

extension SyntaxProtocol {
    /// The node of type `T` that spans exactly `range` (trivia excluded), found by climbing
    /// from the token at the range's start: how rules reach the syntax of a fact.
    func node<T: SyntaxProtocol>(_ type: T.Type, spanning range: ByteRange) -> T? {
        guard let token = token(at: AbsolutePosition(utf8Offset: range.start)) else { return nil }
        var current: Syntax? = Syntax(token)
        while let node = current, ByteRange(node).start >= range.start {
            if let match = node.as(T.self), ByteRange(match) == range { return match }
            current = node.parent
        }
        return nil
    }

    /// Whether the node sits in an `#if DEBUG` clause (`#if DEBUG && os(iOS)` too, not `#if !DEBUG`).
    var isInsideDebugBlock: Bool {
        ancestors.contains { node in
            guard let condition = node.as(IfConfigClauseSyntax.self)?.condition else { return false }
            let debug = condition.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .identifier("DEBUG") }
            return !debug.isEmpty && !debug.contains { $0.parent?.parent?.is(PrefixOperatorExprSyntax.self) == true }
        }
    }

    /// Every descendant of kind `type`, in source order.
    func descendants<T: SyntaxProtocol>(_ type: T.Type) -> [T] {
        children(viewMode: .sourceAccurate).flatMap { child -> [T] in
            (child.as(T.self).map { [$0] } ?? []) + child.descendants(type)
        }
    }
}

extension SyntaxProtocol {
    /// The node's ancestors, nearest first: its parent, the parent's parent, … the root.
    var ancestors: some Sequence<Syntax> {
        sequence(first: Syntax(self), next: \.parent).dropFirst()
    }
}

extension ExprSyntax {
    /// Whether the expression is `self` (the base of `self.model`).
    var isSelf: Bool {
        self.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// What a postfix wrapper in an access path applies to: the operand of `!` and `?`, the
    /// subscripted expression of `x[i]`, and with `throughCalls` the callee of `x()`. Nil for any
    /// other expression, where a walk down the path stops.
    func postfixOperand(throughCalls: Bool) -> ExprSyntax? {
        if let unwrap = self.as(ForceUnwrapExprSyntax.self) { return unwrap.expression }
        if let chain = self.as(OptionalChainingExprSyntax.self) { return chain.expression }
        if let subscriptCall = self.as(SubscriptCallExprSyntax.self) { return subscriptCall.calledExpression }
        if throughCalls, let call = self.as(FunctionCallExprSyntax.self) { return call.calledExpression }
        return nil
    }
}

extension ClosureExprSyntax {
    /// The names the closure declares for its parameters (`item` in `{ item in … }`, the second
    /// name of `{ (_ item: Item) in … }`); empty for a closure that uses `$0`.
    var parameterNames: [String] {
        switch signature?.parameterClause {
        case .simpleInput(let names): names.map(\.name.text)
        case .parameterClause(let clause): clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: []
        }
    }
}
