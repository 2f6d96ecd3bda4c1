import SwiftSyntax

/// A `Task { … }` that `.onAppear` starts inside an `if` or a `switch` case: still started on
/// every appearance that passes the condition (`if config == nil`, `if let cached … else`),
/// unless the condition shows that the view decides itself when the work runs.
extension TaskInOnAppearRule {
    /// The first `Task { … }` statement of the closure, or of a branch of an `if` or `switch` in
    /// it, nested branches included, with no closure in between; nil where a branch on the way
    /// is one the view guards itself (see `guardsItself`).
    static func startedTask(in statements: CodeBlockItemListSyntax) -> FunctionCallExprSyntax? {
        for statement in statements {
            if let task = OnAppearTask.taskCall(statement.item) { return task }
            let expression =
                statement.item.as(ExpressionStmtSyntax.self)?.expression ?? statement.item.as(ExprSyntax.self)
            for (condition, branch) in branches(of: expression) where !guardsItself(condition, branch: branch) {
                if let task = startedTask(in: branch) { return task }
            }
        }
        return nil
    }

    /// The branches of an `if` (`else if`, `else`) or `switch`, each with the condition that
    /// decides it (an `else` with its `if`'s).
    private static func branches(of expression: ExprSyntax?) -> [(Syntax, CodeBlockItemListSyntax)] {
        if let branch = expression?.as(IfExprSyntax.self) {
            var found = [(Syntax(branch.conditions), branch.body.statements)]
            switch branch.elseBody {
            case .ifExpr(let elseIf): found += branches(of: ExprSyntax(elseIf))
            case .codeBlock(let block): found.append((Syntax(branch.conditions), block.statements))
            case nil: break
            }
            return found
        }
        if let switchExpr = expression?.as(SwitchExprSyntax.self) {
            return switchExpr.cases.compactMap { $0.as(SwitchCaseSyntax.self) }.map {
                (Syntax(switchExpr.subject), $0.statements)
            }
        }
        return []
    }

    /// Whether the view decides itself when the branch's work runs: the condition tests a row's
    /// position in a list (`item == items.last`, `index >= items.count - 3`: the next page, which
    /// `.task` would cancel when the row scrolls away), or the branch sets what the condition
    /// tests before the work starts (`if !didAppear { didAppear = true … }`, `if loader == nil {
    /// loader = … }`).
    private static func guardsItself(_ condition: Syntax, branch: CodeBlockItemListSyntax) -> Bool {
        if testsAPositionInAList(condition) { return true }
        // The names the condition starts from (`loader` of `loader?.isReady` or of
        // `self.loader.isReady`, not `isReady`).
        let tested = Set(
            condition.descendants(DeclReferenceExprSyntax.self).filter { reference in
                guard let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id
                else { return true }
                return access.base?.isSelf == true
            }.map(\.baseName.text).filter { $0 != "self" })
        // Set before the work starts, not by the task when it ends (`cache.insert(…)` after the
        // load): until then every appearance starts the work again.
        let setFirst = branch.filter { OnAppearTask.taskCall($0.item) == nil }.flatMap { statement in
            AssignmentSyntax.mutatedNames(in: statement)
        }
        return !tested.isDisjoint(with: setFirst)
    }

    /// `….last`, or `….count` with an offset or an ordering (`count - 3`, `index >= count`).
    private static func testsAPositionInAList(_ condition: Syntax) -> Bool {
        condition.descendants(MemberAccessExprSyntax.self).contains { access in
            switch access.declName.baseName.text {
            case "last", "endIndex": return true
            case "count":
                guard let sequence = access.ancestors.lazy.compactMap({ $0.as(SequenceExprSyntax.self) }).first else {
                    return false
                }
                return sequence.elements.contains { element in
                    guard let binary = element.as(BinaryOperatorExprSyntax.self) else { return false }
                    return ["-", ">=", ">", "<=", "<"].contains(binary.operator.text)
                }
            default: return false
            }
        }
    }
}
