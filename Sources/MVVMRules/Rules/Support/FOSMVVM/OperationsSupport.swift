import MVVMAnalyzerCore
import SwiftSyntax

/// Recognises FOSMVVM operations implementations and `@Observable` data stores, for the review
/// checks on operations (`ops-…`), app-state projection and views.
enum OperationsSupport {
    /// Whether a written type names a `…ViewModelOperations` protocol (the library's
    /// `ViewModelOperations` itself included).
    static func isOperationsProtocolName(_ written: String) -> Bool {
        FOSMVVMTypes.simpleName(written).hasSuffix("ViewModelOperations")
    }

    /// Whether `type` names an operations protocol in its inheritance clause, directly or
    /// through a protocol declared in the workspace that refines one.
    private static func namesOperationsProtocol(_ type: TypeFact, workspace: WorkspaceSnapshot, path: String) -> Bool {
        type.inheritedTypes.contains { written in
            if isOperationsProtocolName(written) { return true }
            guard let declared = workspace.declaration(of: FOSMVVMTypes.simpleName(written), near: path)?.type,
                declared.kind == .protocol
            else { return false }
            return declared.inheritedTypes.contains(where: isOperationsProtocolName)
        }
    }

    /// Whether the methods of `type` (a struct, class or actor, or an extension of one, or an
    /// extension of an operations protocol) implement operations: the type conforms to a
    /// `…ViewModelOperations` protocol here or in its declaration.
    static func isOperationsImplementation(_ type: TypeFact, workspace: WorkspaceSnapshot, path: String) -> Bool {
        switch type.kind {
        case .struct, .class, .actor:
            return namesOperationsProtocol(type, workspace: workspace, path: path)
        case .extension:
            if isOperationsProtocolName(type.name) { return true }
            if namesOperationsProtocol(type, workspace: workspace, path: path) { return true }
            guard let declared = workspace.declaration(of: type.name, near: path)?.type, !declared.isExtension,
                declared.kind != .protocol
            else { return false }
            return namesOperationsProtocol(declared, workspace: workspace, path: path)
        case .enum, .protocol:
            return false
        }
    }

    /// Whether the library's stub pattern names the type (`…StubOps`, mocks, fakes, spies):
    /// its methods only record calls and match the protocol's signatures.
    static func isStubName(_ name: String) -> Bool {
        ["Stub", "Mock", "Fake", "Spy"].contains { name.contains($0) }
    }

    /// The function declaration `node` if it is a method declared directly in the innermost type
    /// of `scope` (not a local function inside another member).
    static func method(_ node: Syntax, scope: WalkScope) -> FunctionDeclSyntax? {
        guard let function = node.as(FunctionDeclSyntax.self),
            function.parent?.is(MemberBlockItemSyntax.self) == true,
            let member = scope.member, member.kind == .function,
            member.range == ByteRange(function)
        else { return nil }
        return function
    }

    /// Whether `name` is declared, here or in the workspace, as an `@Observable` class.
    static func isObservable(_ name: String, file: FileFacts? = nil, workspace: WorkspaceSnapshot, path: String) -> Bool
    {
        let base = FOSMVVMTypes.simpleName(name)
        guard !base.isEmpty else { return false }
        let local = file?.types.first { !$0.isExtension && ($0.name == base || $0.qualifiedName == base) }
        guard let type = local ?? workspace.declaration(of: base, near: path)?.type else { return false }
        return type.kind == .class && type.attributes.contains(named: "Observable")
    }

    /// The names a function's parameters are known by inside its body (`output storage: S` →
    /// `storage`), with the parameters.
    static func parameterNames(of function: FunctionDeclSyntax) -> [(name: String, parameter: FunctionParameterSyntax)]
    {
        function.signature.parameterClause.parameters.compactMap { parameter in
            let name = (parameter.secondName ?? parameter.firstName).text
            return name == "_" ? nil : (name, parameter)
        }
    }

    /// The longest access path that starts at `root`: `settings.items[i].name`, `store!.x`,
    /// `store?.x` (members, subscripts and unwrapping; not calls).
    static func accessPath(rootedAt root: ExprSyntax) -> ExprSyntax {
        var path = root
        while let parent = path.parent {
            if let access = parent.as(MemberAccessExprSyntax.self), access.base?.id == path.id {
                path = ExprSyntax(access)
            } else if let subscriptCall = parent.as(SubscriptCallExprSyntax.self),
                subscriptCall.calledExpression.id == path.id
            {
                path = ExprSyntax(subscriptCall)
            } else if let unwrap = parent.as(ForceUnwrapExprSyntax.self) {
                path = ExprSyntax(unwrap)
            } else if let chain = parent.as(OptionalChainingExprSyntax.self) {
                path = ExprSyntax(chain)
            } else {
                break
            }
        }
        return path
    }

    /// How a path is assigned to.
    enum Assignment {
        /// `x = …`
        case plain
        /// `x += …` and the other compound assignments: a read and a write.
        case compound
    }

    /// How `path` is assigned to, if it is the target of an assignment.
    static func assignment(to path: ExprSyntax) -> Assignment? {
        guard let sequence = path.parent?.parent?.as(SequenceExprSyntax.self), sequence.elements.first?.id == path.id,
            let operation = sequence.elements.dropFirst().first, AssignmentSyntax.isAssignment(operation)
        else { return nil }
        return operation.is(AssignmentExprSyntax.self) ? .plain : .compound
    }

    /// Whether the call's result is unused: the call (behind `try` / `await`) is a statement.
    static func isStatement(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        while let parent = node.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) {
            node = parent
        }
        return node.parent?.is(CodeBlockItemSyntax.self) == true
    }

    /// The first name of an access path (`settings` of `settings.items[0]`, of `self.settings.x`)
    /// and the path's member right after it (`items`), when the path starts at a plain name.
    static func root(of path: ExprSyntax) -> (name: String, reference: ExprSyntax)? {
        var current = path
        while true {
            if let access = current.as(MemberAccessExprSyntax.self), let base = access.base {
                if base.isSelf {
                    return (access.declName.baseName.text, ExprSyntax(access))
                }
                current = base
            } else if let operand = current.postfixOperand(throughCalls: false) {
                current = operand
            } else if let reference = current.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
                case .identifier(let name) = reference.baseName.tokenKind
            {
                return (name, current)
            } else {
                return nil
            }
        }
    }
}
