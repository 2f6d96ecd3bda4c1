import SwiftSyntax

extension ExprSyntax {
    /// The name of `x` or `self.x`: one of the enclosing type's own properties (or a local); nil
    /// for a member of anything else (`a.x`) and for other expressions.
    var ownPropertyName: String? {
        if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let access = self.as(MemberAccessExprSyntax.self), access.base?.isSelf == true else { return nil }
        return access.declName.baseName.text
    }

    /// The names of a member chain from its root, with calls, optional chaining and force
    /// unwraps looked through and `self.` left out: `["viewModel", "router"]` for
    /// `self.viewModel.router`, `viewModel?.router` and `viewModel().router`; nil for a chain
    /// without a named root (`.router`, `items[0].router`).
    var memberNames: [String]? {
        var names: [String] = []
        var current: ExprSyntax? = self
        while let expression = current {
            if let reference = expression.as(DeclReferenceExprSyntax.self) {
                return [reference.baseName.text] + names
            }
            if let member = expression.as(MemberAccessExprSyntax.self) {
                names.insert(member.declName.baseName.text, at: 0)
                if member.base?.isSelf == true { return names }
                current = member.base
            } else if let call = expression.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
                current = unwrap.expression
            } else {
                return nil
            }
        }
        return nil
    }
}
