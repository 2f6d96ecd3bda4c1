import SwiftSyntax

/// Builds `ExpressionFact`s, recognising initializer calls.
enum ExpressionFactExtractor {
    static func fact(for expression: ExprSyntax) -> ExpressionFact {
        ExpressionFact(
            text: expression.trimmedText,
            range: ByteRange(expression),
            createdTypeName: createdTypeName(expression)
        )
    }

    /// `Foo` for `Foo()`, `Foo(x:)`, `Foo.init()`, `Foo<Bar>()`, `Module.Foo()`; else `nil`.
    static func createdTypeName(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
           let base = member.base {
            callee = base
        }
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) {
            callee = specialized.expression
        }
        let name: String
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = callee.as(MemberAccessExprSyntax.self), member.base != nil {
            name = TypeName.base(of: member.trimmedText)
        } else {
            return nil
        }
        guard let first = name.first, first.isUppercase else { return nil }
        return name
    }
}
