@_spi(RawSyntax) import SwiftSyntax

/// Builds `ExpressionFact`s from raw expressions, recognising initializer calls.
enum ExpressionFactExtractor {
    private static let calledExpression = LayoutIndex(\FunctionCallExprSyntax.calledExpression)
    private static let memberBase = LayoutIndex(\MemberAccessExprSyntax.base)
    private static let memberName = LayoutIndex(\MemberAccessExprSyntax.declName)
    private static let specialized = LayoutIndex(\GenericSpecializationExprSyntax.expression)
    private static let baseName = LayoutIndex(\DeclReferenceExprSyntax.baseName)

    static func fact(for expression: RawNode) -> ExpressionFact {
        ExpressionFact(
            text: expression.trimmedText,
            range: expression.range,
            createdTypeName: createdTypeName(expression)
        )
    }

    /// `Foo` for `Foo()`, `Foo(x:)`, `Foo.init()`, `Foo<Bar>()`, `Module.Foo()`; else `nil`.
    static func createdTypeName(_ expression: RawNode) -> String? {
        guard expression.kind == .functionCallExpr, var callee = expression[calledExpression] else { return nil }
        if callee.kind == .memberAccessExpr, callee[memberName]?[baseName]?.isToken("init") == true,
            let base = callee[memberBase]
        {
            callee = base
        }
        if callee.kind == .genericSpecializationExpr, let expression = callee[specialized] {
            callee = expression
        }
        let name: String
        switch callee.kind {
        case .declReferenceExpr:
            name = callee[baseName]?.tokenText ?? ""
        case .memberAccessExpr where callee[memberBase] != nil:
            name = TypeName.base(of: callee.trimmedText)
        default:
            return nil
        }
        guard let first = name.first, first.isUppercase else { return nil }
        return name
    }
}
