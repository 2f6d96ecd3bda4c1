import MVVMAnalyzerCore
import SwiftSyntax

/// Finds assignments a view makes to its view model's state (`viewModel.filter.status = x`,
/// `self.viewModel.page += 1`) outside `Binding(get:set:)` setters.
enum ViewModelWriteFinder {
    /// One assignment: the member written first after the holder (`filter`) and where.
    struct Write {
        let member: String
        let range: ByteRange
    }

    /// The writes inside `range` of `file` through the view-model properties `holders`.
    static func writes(through holders: Set<String>, in file: SourceFile, within range: ByteRange) -> [Write] {
        guard !holders.isEmpty else { return [] }
        let visitor = Visitor(holders: holders, range: range)
        visitor.walk(file.tree)
        return visitor.writes
    }

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

    /// The holder and the members after it of `holder.a.b` / `self.holder.a.b`.
    static func members(of expression: ExprSyntax, holders: Set<String>) -> [String]? {
        var members: [String] = []
        var current: ExprSyntax? = expression
        while let expression = current {
            if let access = expression.as(MemberAccessExprSyntax.self) {
                if let base = access.base?.as(DeclReferenceExprSyntax.self) {
                    if base.baseName.tokenKind == .keyword(.self) {
                        return holders.contains(access.declName.baseName.text) ? members.reversed() : nil
                    }
                    members.append(access.declName.baseName.text)
                    return holders.contains(base.baseName.text) ? members.reversed() : nil
                }
                members.append(access.declName.baseName.text)
                current = access.base
            } else if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
                current = subscriptCall.calledExpression
            } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else {
                return nil
            }
        }
        return nil
    }

    private final class Visitor: SyntaxVisitor {
        let holders: Set<String>
        let range: ByteRange
        var writes: [Write] = []

        init(holders: Set<String>, range: ByteRange) {
            self.holders = holders
            self.range = range
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let nodeRange = ByteRange(node)
            guard range.start <= nodeRange.start, nodeRange.end <= range.end else { return .visitChildren }
            let elements = Array(node.elements)
            if elements.count >= 3, ViewModelWriteFinder.isAssignment(elements[1]),
               let members = ViewModelWriteFinder.members(of: elements[0], holders: holders), let first = members.first,
               !ViewModelWriteFinder.isInBindingSetter(Syntax(node)) {
                writes.append(Write(member: first, range: nodeRange))
            }
            return .visitChildren
        }
    }
}
