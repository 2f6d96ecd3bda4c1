import MVVMAnalyzerCore
import SwiftSyntax

/// The view-model properties that are not data to render: identity, plumbing, work and wiring.
extension UnrenderedViewModelPropertyRule {
    /// Properties that are identity or plumbing, never rendered (so are `…FieldsMessages`).
    static let plumbing: Set<String> = ["vmId", "id", "operations"]

    /// FOSMVVM's model identity (`let modelIdentity: ModelIdentity` of a
    /// `ModelIdentifiedViewModel`): which model the view model projects, keyed by the library
    /// (live refresh), never shown.
    static func isIdentity(_ property: PropertyFact) -> Bool {
        property.declaredType.map { FOSMVVMKind.simpleName($0) == "ModelIdentity" } ?? false
    }

    /// Whether a written type is work or wiring rather than data: a task, a subscription, a
    /// timer, a closure.
    static func isWorkOrWiring(typeNamed written: String) -> Bool {
        let base = TypeName.base(of: written)
        return written.contains("->") || written.contains("AnyCancellable")
            || ["Task", "Timer", "DispatchWorkItem", "Cancellable", "AnyCancellable"].contains(base)
    }

    /// Whether a property's initial value (in `tree`) is work or wiring: a closure, or a task,
    /// subscriptions or a timer it creates (`Task { … }`, `Set<AnyCancellable>()`).
    static func startsAsWorkOrWiring(_ initializer: ExpressionFact, in tree: SourceFileSyntax) -> Bool {
        guard let value = tree.node(ExprSyntax.self, spanning: initializer.range) else { return false }
        if value.is(ClosureExprSyntax.self) { return true }
        guard let call = value.as(FunctionCallExprSyntax.self),
            let created = ObjectCreation.writtenType(createdBy: call)
        else { return false }
        return isWorkOrWiring(typeNamed: created)
    }

    /// FOSMVVM's enum localization: a raw value the view model keeps for data beside its
    /// stored text (`state` and `stateDisplay: LocalizableString`) is shown through that text.
    static func isShownThroughItsText(_ property: PropertyFact, in viewModel: TypeFact, used: Set<String>) -> Bool {
        let text = property.name + "Display"
        return used.contains(text)
            && viewModel.storedProperties.contains {
                $0.name == text && $0.declaredType.map(TypeName.base(of:)) == "LocalizableString"
            }
    }
}
