import MVVMAnalyzerCore
import SwiftSyntax

/// `@ObservedObject var x = SomeType()`: the view creates an object it does not own.
public struct ObservedObjectCreatedInViewRule: Rule {
    public static let description = RuleDescription(
        id: "mvvm/observed-object-created-in-view",
        name: "Observed object created in view",
        defaultSeverities: .everywhere(.warning, plain: .defect),
        summary: """
            A view creates the object it marks `@ObservedObject`, in its declaration (not an initial \
            value every parent that builds the view replaces through the memberwise initializer) or in \
            its `init` (a default argument included, where a parent that renders builds the view without it); \
            a view builds a child with a new object for the child's `@ObservedObject` \
            (`ChildView(model: Model())` or `ChildView(model: .init())` in `body` or a helper it \
            renders, an extension's helper in another file included, or in view-building code outside \
            views that a view uses: a route's `destination`, a factory's `make…View` that a coordinator's \
            `build(_:)` calls; a factory that keeps what it creates excluded), a holder whose `lazy var` \
            creates that object, or whose `init` creates the holder that does, included; a view puts a new \
            object in the environment (`.environmentObject(Model())`) that a view below reads; a view \
            passes an `@ObservedObject` it was handed on to a child's `@StateObject`. Not in views \
            that only previews build, nor where the view is built once (a hosting controller's root, \
            a view built in an action) and so re-creates nothing.
            """,
        rationale: """
            SwiftUI does not own `@ObservedObject` values: every time the parent re-renders, the view \
            is re-initialised and the object is created again, losing its state. A view that creates \
            its view model must own it with `@StateObject`; otherwise the parent should inject it. \
            An object put in the environment on every render is a new one for every view that reads it. \
            The reverse also loses updates: a `@StateObject` keeps the first object it is given, so a \
            child that marks an object its parent was handed `@StateObject` never sees a replacement. Objects \
            whose stored properties are all constants lose nothing and are not reported; an object that \
            changes nothing itself but creates, on first read, one that does holds that one's state, and so \
            does one whose pipeline assigns its state from events its own methods send.
            """,
        triggeringExamples: triggeringExamples,
        nonTriggeringExamples: nonTriggeringExamples,
        corrections: corrections
    )

    /// Everything is found on the whole file after the walk: whether a creation loses state
    /// depends on other members and files (who builds the view, whether it exists only for
    /// previews, the `body` that uses a helper), so nothing is reused member by member.
    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        // Views, an `App`, or view-building code outside views (`var destination: some View`).
        guard
            !file.facts.declaredViews.isEmpty
                || file.facts.types.contains(where: { type in
                    type.inherits("App") || type.members.contains { $0.returnType?.hasPrefix("some View") == true }
                })
        else { return [] }
        let file = file.withTree() // read once per view and initializer
        var found: [Finding] = []
        for view in file.facts.types where view.isView && !view.isExtension {
            guard
                !file.facts.previews.contains(where: {
                    $0.range.start <= view.range.start && view.range.end <= $0.range.end
                }),
                !view.inheritedTypes.contains("PreviewProvider")
            else { continue }
            var inView = creationsInDeclarations(of: view, in: file, context: context)
            found += creationsInDefaultArguments(of: view, in: file, context: context)
            for initializer in view.members where initializer.kind == .initializer {
                guard let declaration = file.tree.node(InitializerDeclSyntax.self, spanning: initializer.range) else {
                    continue
                }
                for sequence in declaration.descendants(SequenceExprSyntax.self) {
                    inView += creationInInit(sequence, view: view, context: context)
                }
            }
            guard !inView.isEmpty else { continue }
            // Who builds the view is asked once per view, and only of one that creates an object: a
            // view built once (a hosting controller's root, in an action) loses nothing, nor does
            // a preview harness (`FeedSettingsTester`, built only by previews).
            let sites = Self.buildSites(of: view, context: context)
            if Self.mayBeRebuiltByAParent(sites), !Self.isBuiltOnlyForPreviews(sites) { found += inView }
        }
        return found + handoffs(in: file, context: context)
    }

    /// `@ObservedObject var model = Model()` (or `= .init()`, `= Factory.makeModel()`): created
    /// again with every `init` (whether a parent builds the view again is decided by `check`).
    private func creationsInDeclarations(of view: TypeFact, in file: SourceFile, context: RuleContext) -> [Finding] {
        var found: [Finding] = []
        for property in view.storedProperties where property.isStoredInstanceProperty {
            guard let attribute = property.attributes.named("ObservedObject"),
                let initializer = property.initializer,
                let created = Self.createdType(by: initializer, of: property, in: file, context: context),
                !Self.holdsNoStateOfItsOwn(created, context: context),
                !Self.isPassedByEveryBuilder(property, of: view, context: context)
            else { continue }
            found.append(
                context.diagnostic(
                    "`\(property.name)` is `@ObservedObject` but the view creates it (`\(initializer.text)`): "
                        + "it is re-created whenever the parent re-renders; use `@StateObject` or inject the \(created)",
                    at: attribute.range,
                    fixes: [
                        context.fix(
                            "Use @StateObject", isPreferred: true,
                            [
                                TextReplacement(range: attribute.nameRange, newText: "StateObject")
                            ])
                    ]
                ))
        }
        return found
    }

    /// The type a stored property's initial value creates: `Model()` from the facts alone, other
    /// forms (`.init()`, a factory, a fallback) from the property's syntax and the type model,
    /// where the workspace declares the created type an `ObservableObject`.
    private static func createdType(
        by initializer: ExpressionFact, of property: PropertyFact, in file: SourceFile,
        context: RuleContext
    ) -> String? {
        if initializer.isInstanceCreation, let name = initializer.createdTypeName ?? property.declaredType {
            return TypeName.base(of: name)
        }
        guard let declaration = file.tree.node(VariableDeclSyntax.self, spanning: property.range),
            let value = declaration.bindings.first(where: {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property.name
            })?.initializer?.value,
            let created = ObjectCreation.createdType(
                by: value, declaredType: property.declaredType,
                typeModel: context.workspace.typeModel),
            context.workspace.typeModel.isObservableObject(created)
        else { return nil }
        return created
    }

    /// Whether `typeName` is a class declared in the workspace whose stored instance properties
    /// are all constants, if any (a theme observer whose values are computed, an immutable
    /// presenter), its superclasses' included: creating it again loses nothing.
    static func holdsNoStateOfItsOwn(_ typeName: String, context: RuleContext) -> Bool {
        guard let declaration = context.workspace.declaration(of: typeName, near: context.path),
            declaration.type.kind == .class
        else { return false }
        return classParts(of: declaration, context: context).allSatisfy { part in
            part.type.storedProperties.allSatisfy(\.isLet)
        }
    }

    /// The declarations and extensions of a class and of its superclasses in the workspace: a
    /// subclass holds, and changes, the state its base class declares (`final class SearchModel:
    /// SearchBase`).
    static func classParts(of declaration: TypeReference, context: RuleContext) -> [TypeReference] {
        var parts: [TypeReference] = []
        var next: TypeReference? = declaration
        var seen: Set<String> = []
        while let current = next, seen.insert(current.type.qualifiedName).inserted, seen.count <= 8 {
            parts += context.workspace.types(named: current.type.qualifiedName)
            // A nested base class by its qualified name first (`PodcastEpisodeDetailView.Model`: an
            // app may nest a `Model` in each of its views).
            next =
                current.type.inheritedTypes.lazy.compactMap { written in
                    let names =
                        written.contains(".") ? [written, TypeName.base(of: written)] : [TypeName.base(of: written)]
                    return names.lazy.compactMap { name in
                        context.workspace.declaration(of: name, near: context.path).flatMap {
                            $0.type.kind == .class ? $0 : nil
                        }
                    }.first
                }.first
        }
        return parts
    }

    /// `self.model = Model()`, `model = .init()` or `_model = ObservedObject(wrappedValue: Model())`
    /// in the view's `init`, for an `@ObservedObject` property: created again with every `init`.
    private func creationInInit(_ sequence: SequenceExprSyntax, view: TypeFact, context: RuleContext) -> [Finding] {
        let elements = Array(sequence.elements)
        guard elements.count >= 3, AssignmentSyntax.isAssignment(elements[1]),
            var name = elements[0].ownPropertyName
        else { return [] }
        // `model = Model()`, or a fallback `model = given ?? Model()` (of which the new object counts).
        guard var created = elements.count == 3 ? elements[2] : Self.fallback(in: elements.dropFirst(2)) else {
            return []
        }
        if name.hasPrefix("_") {
            // `_model = ObservedObject(wrappedValue: Model())`, `_model = .init(wrappedValue: Model())`
            guard let wrapper = created.as(FunctionCallExprSyntax.self),
                wrapper.callsInitializer(of: "ObservedObject"),
                ["wrappedValue", "initialValue"].contains(wrapper.arguments.first?.label?.text ?? ""),
                let value = wrapper.arguments.first?.expression
            else { return [] }
            name.removeFirst()
            created = value
        }
        guard let property = view.property(named: name), property.isStoredInstanceProperty,
            property.attributes.contains(named: "ObservedObject"),
            let call = ObjectCreation.unwrapped(created).as(FunctionCallExprSyntax.self),
            let typeName = ObjectCreation.createdType(
                by: call, declaredType: property.declaredType,
                typeModel: context.workspace.typeModel),
            call.calleeName.map(ObjectCreation.isFactoryName) != true
                || context.workspace.typeModel.isObservableObject(typeName),
            !Self.holdsNoStateOfItsOwn(typeName, context: context)
        else { return [] }
        // Built from the view's inputs, it may be re-created on purpose to follow them: say how
        // to keep its state and still follow new inputs.
        let fix =
            call.arguments.isEmpty
            ? "create it with `@StateObject` or inject the \(typeName)"
            : "own it with `@StateObject` (and give the view an `.id(…)` of the inputs it must follow) or inject the \(typeName)"
        return [
            context.diagnostic(
                "`\(name)` is `@ObservedObject` but the view's `init` creates it (`\(call.trimmedText)`): it is re-created, "
                    + "losing its state, whenever the parent re-renders; \(fix)",
                at: ByteRange(sequence))
        ]
    }

    /// The new object of a fallback, `Model()` of `given ?? Model()` (the elements after `=`).
    private static func fallback(in elements: ArraySlice<ExprSyntax>) -> ExprSyntax? {
        let value = Array(elements)
        guard value.count == 3, value[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" else { return nil }
        return value[2]
    }
}
