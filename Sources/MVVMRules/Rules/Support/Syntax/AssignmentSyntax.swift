import MVVMAnalyzerCore
import SwiftSyntax

/// Tells assignments (`viewModel.filter.status = x`, `self.viewModel.page += 1`) from other
/// operators, and those inside a hand-built `Binding(get:set:)` setter.
enum AssignmentSyntax {
    /// `=` or a compound assignment (`+=`, `-=`, …), not a comparison.
    static func isAssignment(_ element: ExprSyntax) -> Bool {
        if element.is(AssignmentExprSyntax.self) { return true }
        guard let binary = element.as(BinaryOperatorExprSyntax.self) else { return false }
        let text = binary.operator.text
        return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }

    /// Whether the node is inside the `set:` closure of a hand-built `Binding(get:set:)`.
    static func isInBindingSetter(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if let argument = parent.as(LabeledExprSyntax.self), argument.label?.text == "set",
               let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.calleeName == "Binding" {
                return true
            }
            if parent.is(MemberBlockItemSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }
}
