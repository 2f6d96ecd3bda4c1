import MVVMAnalyzerCore
import SwiftSyntax

/// Which type an expression creates a new object of, in the forms code creates one:
/// `Model(…)`, `Model.init(…)`, `.init(…)` (of the declared type), `try`/`await` around them, a
/// fallback `existing ?? Model()` (not one after a lookup, `providers[id] ?? Provider()`), and a factory whose name says it creates
/// (`makeDetailViewModel()`, `Assembly.makeModel(…)`, `factory.createModel()`) and whose
/// declaration in the workspace returns the type. A shared instance (`Model.shared`), a
/// parameter or a lookup (`container.resolve()`) creates nothing.
enum ObjectCreation {
    /// Prefixes of factory names that say the call creates what it returns.
    static let factoryPrefixes = ["make", "create", "build", "new"]

    /// The base name of the type `expression` creates, if it creates one; `declaredType` is the
    /// type `.init(…)` creates.
    static func createdType(by written: ExprSyntax, declaredType: String?, typeModel: WorkspaceTypeModel) -> String? {
        let expression = unwrapped(written)
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
                !isLookup(elements[0])
            else {
                return nil
            }
            return createdType(by: elements[2], declaredType: declaredType, typeModel: typeModel)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        return createdType(by: call, declaredType: declaredType, typeModel: typeModel)
    }

    /// Whether `expression` looks an entry up (`viewModel.avatarProviders[id]`,
    /// `cache[key]?.model`): the fallback after it stands in for an entry its owner keeps (Jami's
    /// `conversationAvatarProviders[id] ?? AvatarProvider(…)`), and the owner's is handed on.
    private static func isLookup(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while true {
            if current.is(SubscriptCallExprSyntax.self) { return true }
            if let chained = current.as(OptionalChainingExprSyntax.self) {
                current = chained.expression
            } else if let access = current.as(MemberAccessExprSyntax.self), let base = access.base {
                current = base
            } else {
                return false
            }
        }
    }

    /// `expression` without the `try` or `await` around it.
    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        if let wrapped = expression.as(TryExprSyntax.self) { return unwrapped(wrapped.expression) }
        if let wrapped = expression.as(AwaitExprSyntax.self) { return unwrapped(wrapped.expression) }
        return expression
    }

    /// `createdType(by:declaredType:typeModel:)` of a call.
    static func createdType(by call: FunctionCallExprSyntax, declaredType: String?, typeModel: WorkspaceTypeModel)
        -> String?
    {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
            member.declName.baseName.text == "init"
        {
            return declaredType.map(TypeName.base(of:))
        }
        if let written = writtenType(createdBy: call) { return TypeName.base(of: written) }
        // `StatusView.ViewModel.prototype(…)`: a static function that builds its own type.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            isTypePath(base),
            typeModel.isStaticConstructor(member.declName.baseName.text, of: TypeName.base(of: base.trimmedText))
        {
            return TypeName.base(of: base.trimmedText)
        }
        guard let name = call.calleeName, isFactoryName(name) else { return nil }
        return typeModel.returnedType(ofMember: name)
    }

    /// The type `call` creates as written, generic arguments included (`Model`, `Module.Model`,
    /// `Set<AnyCancellable>`, with or without `.init`), where its callee names one.
    static func writtenType(createdBy call: FunctionCallExprSyntax) -> String? {
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
            let base = member.base
        {
            callee = base
        }
        return isTypePath(callee) ? callee.trimmedText : nil
    }

    /// Whether `expression` names a type: every part capitalised (`Model`, `Module.Model`,
    /// `Model<Item>`).
    private static func isTypePath(_ expression: ExprSyntax) -> Bool {
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return isTypePath(generic.expression) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text.first?.isUppercase == true
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        return member.declName.baseName.text.first?.isUppercase == true && isTypePath(base)
    }

    /// Whether a function's name says it creates what it returns (`makeModel`, `createStore`).
    static func isFactoryName(_ name: String) -> Bool {
        factoryPrefixes.contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
        }
    }

    /// The value of the local constant or variable `name` declared before `node` in a code block
    /// around it (`let model = Model()` before `Child(model: model)`), within the member.
    static func localValue(named name: String, before node: Syntax) -> ExprSyntax? {
        var child = node
        for ancestor in node.ancestors {
            if ancestor.is(MemberBlockItemSyntax.self) { return nil }
            if let items = ancestor.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    if item.id == child.id { break }
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings
                    where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return binding.initializer?.value
                    }
                }
            }
            child = ancestor
        }
        return nil
    }

    /// Whether the member around `node` stores the local `name` somewhere (`cachedModel =
    /// model`, `cache[id] = model`): a factory that caches what it creates keeps that object, and
    /// hands the same one on next time.
    static func isStored(_ name: String, around node: Syntax) -> Bool {
        guard let member = node.ancestors.first(where: { $0.is(MemberBlockItemSyntax.self) }) else { return false }
        return AssignmentSyntax.assignments(in: member).contains { assignment in
            assignment.value.as(DeclReferenceExprSyntax.self)?.baseName.text == name
        }
    }

    /// The value an optional binding around `node` binds to `name`: `if let name = value { … }`
    /// with `node` in the `if`'s body, or `guard let name = value` earlier in the same block.
    static func boundValue(named name: String, around node: Syntax) -> ExprSyntax? {
        var child = node
        for ancestor in node.ancestors {
            if ancestor.is(MemberBlockItemSyntax.self) { return nil }
            if let conditional = ancestor.as(IfExprSyntax.self), conditional.body.id == child.id,
                let value = value(boundTo: name, in: conditional.conditions)
            {
                return value
            }
            if let items = ancestor.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    if item.id == child.id { break }
                    if let guarded = item.item.as(GuardStmtSyntax.self),
                        let value = value(boundTo: name, in: guarded.conditions)
                    {
                        return value
                    }
                }
            }
            child = ancestor
        }
        return nil
    }

    /// The value `let name = value` binds among `conditions`.
    private static func value(boundTo name: String, in conditions: ConditionElementListSyntax) -> ExprSyntax? {
        conditions.lazy.compactMap { $0.condition.as(OptionalBindingConditionSyntax.self) }.first {
            $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        }?.initializer?.value
    }
}
