import SwiftSyntax

extension FunctionCallExprSyntax {
    /// `Text` for `Text(…)`, `navigationTitle` for `x.navigationTitle(…)` and `.navigationTitle(…)`.
    var calleeName: String? {
        if let reference = calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    /// `render` for `render(…)` and `self.render(…)`: a call of a method of the same type.
    var ownMethodName: String? {
        if let reference = calledExpression.as(DeclReferenceExprSyntax.self),
            reference.baseName.text.first?.isLowercase == true
        {
            return reference.baseName.text
        }
        guard let member = calledExpression.as(MemberAccessExprSyntax.self), member.base?.isSelf == true else {
            return nil
        }
        return member.declName.baseName.text
    }

    /// Whether the callee is a bare type or function name (`Text(…)`, not `x.Text(…)`).
    var isDirectCall: Bool { calledExpression.is(DeclReferenceExprSyntax.self) }

    /// The first argument without a label.
    var firstUnlabeledArgument: ExprSyntax? {
        arguments.first { $0.label == nil }?.expression
    }

    /// Whether an argument has the label `label`.
    func hasArgument(labeled label: String) -> Bool {
        arguments.contains { $0.label?.text == label }
    }

    /// Whether the call creates a `type`: `type(…)`, `type.init(…)`, or `.init(…)`, whose type
    /// the context gives (`_model = .init(wrappedValue: …)`).
    func callsInitializer(of type: String) -> Bool {
        if let reference = calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == type }
        guard let member = calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init"
        else { return false }
        guard let base = member.base else { return true }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.text == type
    }
}

extension StringLiteralExprSyntax {
    /// The literal's text outside interpolations.
    var literalText: String {
        segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
    }

    /// Whether the literal contains `\(…)`.
    var hasInterpolation: Bool {
        segments.contains { $0.is(ExpressionSegmentSyntax.self) }
    }

    /// Whether the literal's own text contains a letter (so it reads as words to a user).
    var containsWords: Bool {
        literalText.contains { $0.isLetter }
    }
}

extension Syntax {
    /// The call this node is a direct argument of, if any.
    var enclosingCallOfArgument: FunctionCallExprSyntax? {
        guard let argument = parent?.as(LabeledExprSyntax.self) else { return nil }
        return argument.parent?.parent?.as(FunctionCallExprSyntax.self)
    }
}
