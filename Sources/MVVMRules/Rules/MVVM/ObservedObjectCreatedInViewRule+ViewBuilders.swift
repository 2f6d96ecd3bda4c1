import MVVMAnalyzerCore
import SwiftSyntax

/// View-building code outside views: a function or computed property of a model or a route enum
/// that returns `some View` (`@ViewBuilder var destination: some View`, `func makeView() -> some
/// View`). A view of the workspace that uses it runs it on each of its renders, so a new object it
/// hands to a child's `@ObservedObject` is created again each time.
extension ObservedObjectCreatedInViewRule {
    /// The hand-off `call` makes in `member` of the non-view `type`, when `member` builds views and
    /// a view of the workspace uses it.
    func handoffOutsideViews(
        _ call: FunctionCallExprSyntax, member: MemberFact, type: TypeFact, context: RuleContext
    ) -> Finding? {
        guard member.kind == .function || member.kind == .computedProperty,
            member.returnType?.hasPrefix("some View") == true,
            !RenderPath.isInAction(Syntax(call), member: member, context: context),
            let childName = call.calleeName, childName.first?.isUppercase == true,
            let nearest = context.workspace.declaration(of: childName, near: context.path), nearest.type.isView
        else { return nil }
        let variants = Self.variants(of: nearest, in: context.workspace)
        for argument in call.arguments {
            guard let label = argument.label?.text,
                variants.contains(where: { child in
                    child.property(named: label).map { property in
                        property.isStoredInstanceProperty && property.initializer == nil
                            && property.attributes.contains(named: "ObservedObject")
                    } ?? false
                }),
                let created = Self.createdStatefulObject(argument.expression, declaredType: nil, context: context),
                Self.isUsedByAView(member.name, of: type, context: context)
            else { continue }
            return context.diagnostic(
                "A new `\(created)` is created here and handed to `\(childName)`'s `@ObservedObject \(label)`: "
                    + "`\(member.name)` builds views, so every view that uses it creates a new one whenever it "
                    + "re-renders, and nobody owns it; own it with `@StateObject` in the view that shows it",
                at: ByteRange(Self.creationSite(of: argument.expression)))
        }
        return nil
    }

    /// Whether the view `user` renders more than once and outside previews: not a stateless root a
    /// hosting controller builds once (ios-drive's `RootFolderView` calling its coordinator's
    /// `startFolder`), not a preview harness.
    private static func rerenders(_ user: TypeFact, context: RuleContext) -> Bool {
        guard let view = declared(user, context: context) else { return true }
        let sites = buildSites(of: view, context: context)
        return !isBuiltOnlyForPreviews(sites) && !rendersOnce(view, builtAt: sites, context: context)
    }

    /// Whether a view of the workspace (outside previews) that renders again names `member` of
    /// `type` (`route.destination`, `widget.makeView(…)`), or names view-building code of another
    /// type that uses it, up to three calls away, where that type is a value (a route builder) or
    /// the view observes it (BankingPOC's `@ObservedObject var coordinator: AuthCoordinator` calling
    /// `coordinator.build(route)`, whose `build` calls `viewFactory.makeLoginView(…)`: each change
    /// of the coordinator's navigation stack renders the view and builds the screen again).
    private static func isUsedByAView(_ member: String, of type: TypeFact, context: RuleContext) -> Bool {
        context.workspace.derived.value(
            DerivedValueKey("view builder used by a view", type.qualifiedName + "." + member), as: Bool.self
        ) {
            var seen: Set<String> = [type.qualifiedName + "." + member]
            // Each name with the type a view must observe to be re-rendered by it (none for `member`).
            var names: [(member: String, observed: String?)] = [(member, nil)]
            for _ in 0..<3 where !names.isEmpty {
                var callers: [(member: String, observed: String?)] = []
                for (name, observed) in names {
                    let word = Array(name.utf8)
                    for file in context.workspace.files(naming: name) {
                        for user in file.facts.types {
                            for used in user.members
                            where used.kind != .initializer
                                && IdentifierBytes.contains(word, in: file.lines.bytes, within: used.range)
                            {
                                if user.isView {
                                    if !user.inheritedTypes.contains("PreviewProvider"),
                                        observed.map({ observes(user, $0, context: context) }) ?? true,
                                        rerenders(user, context: context)
                                    {
                                        return true
                                    }
                                } else if used.returnType?.hasPrefix("some View") == true,
                                    seen.insert(user.qualifiedName + "." + used.name).inserted
                                {
                                    callers.append((used.name, isValueType(user, context: context) ? nil : user.name))
                                }
                            }
                        }
                    }
                }
                names = callers
            }
            return false
        }
    }

    /// `type`, or the declaration an extension extends (which holds the stored properties).
    private static func declared(_ type: TypeFact, context: RuleContext) -> TypeFact? {
        type.isExtension ? context.workspace.declaration(of: type.name, near: context.path)?.type : type
    }

    /// Whether `type` (or the type an extension extends) is a struct or an enum: a route builder
    /// a view calls in `body` (vultisig's `VaultRouter.build(_:)`), run on each of its renders.
    private static func isValueType(_ type: TypeFact, context: RuleContext) -> Bool {
        declared(type, context: context).map { $0.kind == .struct || $0.kind == .enum } ?? false
    }

    /// Whether `view` observes an object of the type named `typeName`: holds it in an observing
    /// wrapper (`@ObservedObject`, `@StateObject`, `@EnvironmentObject`, `@Bindable`,
    /// `@Environment(T.self)`) or holds an `@Observable` one.
    private static func observes(_ view: TypeFact, _ typeName: String, context: RuleContext) -> Bool {
        (declared(view, context: context) ?? view).storedProperties.contains { property in
            let held = (property.declaredType ?? property.initializer?.createdTypeName).map(TypeName.base(of:))
            if property.attributes.contains(where: { $0.name == "Environment" && $0.arguments == typeName + ".self" }) {
                return true
            }
            guard held == typeName else { return false }
            return property.attributes.contains {
                ["ObservedObject", "StateObject", "EnvironmentObject", "Bindable"].contains($0.name)
            } || context.workspace.typeModel.observability(of: typeName) == .observationMacro
        }
    }
}
