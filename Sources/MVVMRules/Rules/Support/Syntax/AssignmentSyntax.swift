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
        for parent in node.ancestors {
            if let argument = parent.as(LabeledExprSyntax.self), argument.label?.text == "set",
                let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.calleeName == "Binding"
            {
                return true
            }
            if parent.is(MemberBlockItemSyntax.self) { return false }
        }
        return false
    }
}

/// An assignment in code (`x = v`, `self.x += v`, `a.x = v`, `_x = v`): its target and value.
struct Assignment {
    let target: ExprSyntax
    let value: ExprSyntax

    /// The name assigned: `x` for `x`, `self.x` and `a.x`.
    var name: String? {
        if let reference = target.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// Whether the target is the enclosing type's own property: `x` or `self.x`.
    var isOwnProperty: Bool { target.ownPropertyName != nil }
}

extension AssignmentSyntax {
    /// Every assignment under `node` (`=` and compound assignments), in source order.
    static func assignments(in node: some SyntaxProtocol) -> [Assignment] {
        node.descendants(SequenceExprSyntax.self).flatMap(assignments(of:))
    }

    /// The assignments of one sequence of operators (`a = b`, not those nested in `b`).
    static func assignments(of sequence: SequenceExprSyntax) -> [Assignment] {
        let elements = Array(sequence.elements)
        return elements.indices.dropFirst().dropLast().compactMap { index in
            isAssignment(elements[index]) ? Assignment(target: elements[index - 1], value: elements[index + 1]) : nil
        }
    }

    /// The names whose value code under `node` changes: assigned (`x = …`, `self.x += 1`, and
    /// both `a` and `x` for `a.x = …`), changed in place by a mutating collection or `Bool` method
    /// (`x.append(…)`, `x.insert(…)`, `x.remove…(…)`, `x.toggle()`, `a.x.append(…)`), or handed
    /// to Combine as a published property to assign (`.assign(to: &$x)`).
    static func mutatedNames(in node: some SyntaxProtocol) -> Set<String> {
        var names: Set<String> = []
        for assignment in assignments(in: node) {
            if let name = assignment.name { names.insert(name) }
            if let root = assignment.target.memberNames?.first { names.insert(root) }
        }
        for call in node.descendants(FunctionCallExprSyntax.self) {
            guard let method = call.calledExpression.as(MemberAccessExprSyntax.self),
                ["append", "insert", "toggle"].contains(method.declName.baseName.text)
                    || method.declName.baseName.text.hasPrefix("remove"),
                let base = method.base
            else { continue }
            if let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? base.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            {
                names.insert(name)
            }
            if let root = base.memberNames?.first { names.insert(root) }
        }
        for argument in node.descendants(InOutExprSyntax.self) {
            if let name = publishedPropertyName(handedBy: argument) { names.insert(name) }
        }
        return names
    }

    /// `x` for `&$x`: a published property handed over by its projection (to Combine's
    /// `assign(to:)`).
    private static func publishedPropertyName(handedBy argument: InOutExprSyntax) -> String? {
        guard let projected = argument.expression.ownPropertyName, projected.hasPrefix("$") else { return nil }
        return String(projected.dropFirst())
    }

    /// The names a Combine pipeline under `node` assigns on the object itself: `.assign(to:
    /// &$state)`, and a key path on `self` (`.assign(to: \.state, on: self)`, a helper such as
    /// `.weakAssign(to: \.state, on: self)`).
    static func pipelineAssignedNames(in node: some SyntaxProtocol) -> Set<String> {
        var names: Set<String> = []
        for call in node.descendants(FunctionCallExprSyntax.self) {
            guard let target = call.arguments.first(where: { $0.label?.text == "to" })?.expression else { continue }
            if let name = target.as(InOutExprSyntax.self).flatMap(publishedPropertyName(handedBy:)) {
                names.insert(name)
            } else if let keyPath = target.as(KeyPathExprSyntax.self), keyPath.root == nil,
                keyPath.components.count == 1,
                let property = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self),
                call.arguments.contains(where: { $0.label?.text == "on" && $0.expression.isSelf })
            {
                names.insert(property.declName.baseName.text)
            }
        }
        return names
    }
}
