import SwiftSyntax

/// Recognises code that runs for its effect rather than to build the view: action closures
/// (`Button` actions, `Task { }`, `.onChange`, `.task`, …), functions that return no view,
/// and property observers. A `switch` over state there picks what to do, not what to show.
enum SideEffectContext {
    /// Modifiers and calls whose closure runs as an action.
    static let actionCalls: Set<String> = [
        "Task", "onChange", "onAppear", "onDisappear", "onFirstAppear", "task", "onReceive", "onSubmit",
        "onTapGesture", "onLongPressGesture", "refreshable", "onOpenURL", "onContinueUserActivity", "withAnimation",
    ]

    /// Whether `node` sits in such code, looking outwards to the nearest member declaration.
    static func contains(_ node: some SyntaxProtocol) -> Bool {
        for syntax in node.ancestors {
            if let closure = syntax.as(ClosureExprSyntax.self), isAction(closure) { return true }
            if let function = syntax.as(FunctionDeclSyntax.self) {
                return !(function.signature.returnClause?.type.trimmedDescription.contains("View") ?? false)
            }
            if let accessor = syntax.as(AccessorDeclSyntax.self) {
                return ["didSet", "willSet", "set"].contains(accessor.accessorSpecifier.text)
            }
            if syntax.is(MemberBlockItemSyntax.self) { return false }
        }
        return false
    }

    /// Whether the closure is an action argument of its call.
    private static func isAction(_ closure: ClosureExprSyntax) -> Bool {
        var call: FunctionCallExprSyntax?
        var label: String?
        var isTrailing = false
        if let argument = closure.parent?.as(LabeledExprSyntax.self) {
            call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
            label = argument.label?.text
        } else if let parent = closure.parent?.as(FunctionCallExprSyntax.self), parent.trailingClosure?.id == closure.id
        {
            call = parent
            isTrailing = true
        } else if let trailing = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
            call = trailing.parent?.parent?.as(FunctionCallExprSyntax.self)
            label = trailing.label.text
        }
        guard let call, let name = call.calleeName else { return false }
        if name == "Button" {
            return label == "action" || (isTrailing && !call.hasArgument(labeled: "action"))
        }
        return actionCalls.contains(name) || label == "action" || label == "perform"
    }
}
