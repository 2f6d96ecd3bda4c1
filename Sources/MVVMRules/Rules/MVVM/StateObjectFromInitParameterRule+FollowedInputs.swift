import SwiftSyntax

/// The inputs a view follows a later value of: the roots of `.onChange(of: item…)` and
/// `.id(item…)` (`self.item` too), or every input where the view subscribes with `.onReceive(…)`.
struct FollowedInputs {
    private let names: Set<String>
    private let receives: Bool

    init(in view: DeclSyntax?) {
        var names: Set<String> = []
        var receives = false
        for call in view?.descendants(FunctionCallExprSyntax.self) ?? [] {
            switch call.calleeName {
            case "onReceive":
                receives = true
            case "onChange":
                let value = call.arguments.first { $0.label?.text == "of" }?.expression
                if let root = value?.memberNames?.first { names.insert(root) }
            case "id" where call.calledExpression.is(MemberAccessExprSyntax.self):
                if let root = call.arguments.first?.expression.memberNames?.first { names.insert(root) }
            default:
                break
            }
        }
        self.names = names
        self.receives = receives
    }

    /// Whether the view follows a later value of `input`.
    func follows(_ input: String) -> Bool {
        receives || names.contains(input)
    }
}
