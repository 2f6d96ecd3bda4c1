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

    /// Whether a view of the workspace (outside previews) names `member` of `type`
    /// (`route.destination`, `widget.makeView(…)`), or view-building code of another type that a
    /// view uses does, up to three calls away (`coordinator.build(route)` in a view's `body`,
    /// whose `build` calls `viewFactory.makeLoginView(…)`): a view's render runs the member.
    private static func isUsedByAView(_ member: String, of type: TypeFact, context: RuleContext) -> Bool {
        context.workspace.derived.value(
            DerivedValueKey("view builder used by a view", type.qualifiedName + "." + member), as: Bool.self
        ) {
            var seen: Set<String> = [type.qualifiedName + "." + member]
            var names = [member]
            for _ in 0..<3 where !names.isEmpty {
                var callers: [String] = []
                for name in names {
                    let word = Array(name.utf8)
                    for file in context.workspace.files(naming: name) {
                        for user in file.facts.types {
                            for used in user.members
                            where used.kind != .initializer
                                && IdentifierBytes.contains(word, in: file.lines.bytes, within: used.range)
                            {
                                if user.isView {
                                    if !user.inheritedTypes.contains("PreviewProvider") { return true }
                                } else if used.returnType?.hasPrefix("some View") == true,
                                    seen.insert(user.qualifiedName + "." + used.name).inserted
                                {
                                    callers.append(used.name)
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
}
