import MVVMAnalyzerCore
import SwiftSyntax

/// A `ViewModelId` created for `vmId`: the property's initializer (`var vmId: ViewModelId = .init()`)
/// or an assignment (`self.vmId = .init(id: id)`), spelled `.init(…)`, `ViewModelId(…)` or
/// `ViewModelId.init(…)`.
struct VMIDCreation {
    /// What identity the arguments give.
    enum Identity {
        /// `.init()`, `.init(id: nil)`: a new random identity on every creation.
        case random
        /// `.init(type: Self.self)`: one identity per type.
        case type
        /// `.init(id: …)`: the data's identity.
        case data
        case other
    }

    let call: FunctionCallExprSyntax
    let identity: Identity
    /// The `vmId` binding when the creation is the property's initializer.
    let binding: PatternBindingSyntax?

    init?(_ node: Syntax) {
        guard let call = node.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
            call.leftParen != nil, call.rightParen != nil, call.callsInitializer(of: "ViewModelId")
        else { return nil }
        if let binding = Self.propertyBinding(of: call) {
            self.binding = binding
        } else if Self.isAssignedToVMID(call) {
            self.binding = nil
        } else {
            return nil
        }
        self.call = call
        self.identity = Self.identity(of: call.arguments)
    }

    /// The range of the argument list, parentheses included.
    var argumentsRange: ByteRange {
        ByteRange(start: ByteRange(call.leftParen!).start, end: ByteRange(call.rightParen!).end)
    }

    /// The initializer that contains an assignment, if any.
    var enclosingInitializer: InitializerDeclSyntax? {
        for node in call.ancestors {
            if let initializer = node.as(InitializerDeclSyntax.self) { return initializer }
            if node.is(MemberBlockSyntax.self) || node.is(ClosureExprSyntax.self) { return nil }
        }
        return nil
    }

    private static func propertyBinding(of call: FunctionCallExprSyntax) -> PatternBindingSyntax? {
        guard let clause = call.parent?.as(InitializerClauseSyntax.self),
            let binding = clause.parent?.as(PatternBindingSyntax.self),
            binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "vmId",
            binding.parent?.parent?.as(VariableDeclSyntax.self)?.parent?.is(MemberBlockItemSyntax.self) == true
        else { return nil }
        return binding
    }

    private static func isAssignedToVMID(_ call: FunctionCallExprSyntax) -> Bool {
        guard let list = call.parent?.as(ExprListSyntax.self) else { return false }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == call.id }), index >= 2,
            elements[index - 1].is(AssignmentExprSyntax.self)
        else { return false }
        return elements[index - 2].ownPropertyName == "vmId"
    }

    private static func identity(of arguments: LabeledExprListSyntax) -> Identity {
        guard let first = arguments.first else { return .random }
        guard arguments.count == 1 else { return .other }
        switch first.label?.text {
        case "type": return .type
        case "id": return first.expression.is(NilLiteralExprSyntax.self) ? .random : .data
        default: return .other
        }
    }
}

extension TypeFact {
    /// Whether the type stores an `id`.
    var hasStoredID: Bool {
        storedProperties.contains { $0.name == "id" }
    }
}
