import MVVMAnalyzerCore
import SwiftSyntax

/// Ownership lost between a parent view and a child it builds (`ChildView(model: …)` in the
/// parent's `body` or helpers), decided from the child's own declaration:
/// - a new object handed to the child's `@ObservedObject`: nobody owns it, and it is created
///   again with every render of the parent;
/// - an object the parent was handed (`@ObservedObject`) passed on to the child's
///   `@StateObject`: the child keeps the first object it was given and never sees the
///   replacement the parent's own parent hands down. (A parent's `@StateObject` is never
///   replaced, so passing it on loses nothing; nor is an `@EnvironmentObject`, which its owner
///   keeps for the whole subtree.)
///
/// A view built only for previews, or whose `body` runs once (a hosting controller's root
/// holding nothing observed), builds its children once: nothing is lost.
extension ObservedObjectCreatedInViewRule {
    /// The hand-offs in the views of `file`. They depend on other members of the view (its `init`,
    /// the `body` that uses a helper), so they are found after the walk, on the whole file, and
    /// never reused member by member.
    func handoffs(in file: SourceFile, context: RuleContext) -> [Finding] {
        var found: [Finding] = []
        // Each call once, in the view whose declaration or extension holds it most closely.
        var viewsByStart: [Int: (view: TypeFact, properties: TypeReference)?] = [:]
        var parentSites: [Int: [BuildSite]] = [:]
        for call in CallIndex(file.tree).calls {
            let offset = ByteRange(call).start
            guard let type = file.facts.innermostType(containing: offset) else { continue }
            if viewsByStart[type.range.start] == nil {
                let declared = type.isExtension ? context.workspace.declaration(of: type.name, near: context.path) : nil
                // An `App`'s `body` builds views too, and runs again when the app's own state changes.
                viewsByStart[type.range.start] =
                    type.isView || declared?.type.isView == true || type.inherits("App")
                    ? (type, declared ?? TypeReference(path: context.path, type: type)) : .some(nil)
            }
            guard !file.facts.previews.contains(where: { $0.range.start <= offset && offset < $0.range.end }) else {
                continue
            }
            guard let (view, properties) = viewsByStart[type.range.start] ?? nil,
                let member = view.members.first(where: { $0.range.start <= offset && offset < $0.range.end })
            else {
                if !type.isView, !type.inherits("PreviewProvider"),
                    let member = type.members.first(where: { $0.range.start <= offset && offset < $0.range.end }),
                    let finding = handoffOutsideViews(call, member: member, type: type, context: context)
                {
                    found.append(finding)
                }
                continue
            }
            let lost = handoffs(in: call, member: member, view: view, properties: properties, context: context)
            guard !lost.isEmpty else { continue }
            let sites = parentSites[view.range.start] ?? Self.buildSites(of: properties.type, context: context)
            parentSites[view.range.start] = sites
            guard !Self.isBuiltOnlyForPreviews(sites),
                !Self.rendersOnce(properties.type, builtAt: sites, context: context)
            else { continue }
            // A holder the view creates itself, or an object a parent hands it, changes only when a
            // parent builds the view again.
            found += lost.filter { !$0.lostOnlyWhenTheViewIsRebuilt || Self.mayBeRebuiltByAParent(sites) }.map(
                \.finding)
        }
        // A holder handed on in several places is reported once, where it is created.
        var reported: Set<String> = []
        return found.filter { reported.insert("\($0.range.start):\($0.message)").inserted }
    }

    /// A hand-off that loses state, and whether it loses it only when a parent builds the view
    /// again (a holder the view creates in `init`, an object its parent hands it), not on every
    /// render of its own `body`.
    struct LostHandoff {
        var finding: Finding
        var lostOnlyWhenTheViewIsRebuilt = false

        /// The finding `message` at `expression`, the object handed off.
        init(
            _ message: String, at expression: ExprSyntax, context: RuleContext,
            lostOnlyWhenTheViewIsRebuilt: Bool = false
        ) {
            finding = context.diagnostic(message, at: ByteRange(expression))
            self.lostOnlyWhenTheViewIsRebuilt = lostOnlyWhenTheViewIsRebuilt
        }

        init(finding: Finding, lostOnlyWhenTheViewIsRebuilt: Bool) {
            self.finding = finding
            self.lostOnlyWhenTheViewIsRebuilt = lostOnlyWhenTheViewIsRebuilt
        }
    }

    private func handoffs(
        in call: FunctionCallExprSyntax, member: MemberFact, view: TypeFact, properties parent: TypeReference,
        context: RuleContext
    ) -> [LostHandoff] {
        if let environment = environmentHandoff(call, member: member, view: view, context: context) {
            return [environment]
        }
        guard member.kind != .initializer,
            let childName = call.calleeName, childName.first?.isUppercase == true,
            call.arguments.contains(where: { $0.label != nil }),
            let nearest = context.workspace.declaration(of: childName, near: context.path), nearest.type.isView,
            RenderPath.runsOnRender(Syntax(call), member: member, type: view, context: context)
        else { return [] }
        let variants = Self.variants(of: nearest, in: context.workspace)
        return call.arguments.compactMap { argument in
            variants.lazy.compactMap { child in
                lostHandoff(argument, child: child, childName: childName, parent: parent, context: context)
            }.first
        }
    }

    /// The declarations of a view in its module: one, or one per platform where `#if os(…)` files
    /// declare it again (`RichTextView.swift`, `RichTextView-tvos.swift`), each of which may hold
    /// its object differently.
    static func variants(of nearest: TypeReference, in workspace: WorkspaceSnapshot) -> [TypeFact] {
        let module = workspace.modules.module(containing: nearest.path)
        let others = workspace.types(named: nearest.type.qualifiedName).filter { reference in
            reference.path != nearest.path && !reference.type.isExtension && reference.type.isView
                && module.contains(reference.path)
        }
        return [nearest.type] + others.map(\.type)
    }

    /// `.environmentObject(Model())` or `.environment(Model())` on a render path: a new object for
    /// every view below that reads it, and nobody owns it. Not where no view of the workspace reads
    /// a `Model` from the environment, nor where the view it is given to owns a `Model` of its own
    /// (and so hands its own down instead).
    private func environmentHandoff(
        _ call: FunctionCallExprSyntax, member: MemberFact, view: TypeFact, context: RuleContext
    ) -> LostHandoff? {
        guard let modified = call.calledExpression.as(MemberAccessExprSyntax.self),
            ["environmentObject", "environment"].contains(modified.declName.baseName.text),
            call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
            let created = Self.createdStatefulObject(argument.expression, declaredType: nil, context: context),
            RenderPath.runsOnRender(Syntax(call), member: member, type: view, context: context),
            Self.isReadFromTheEnvironment(created, in: context.workspace),
            !Self.ownsItsOwn(created, view: modified.base, context: context)
        else { return nil }
        let rerun = view.inherits("App") ? "the app's `body` runs again (its state changed)" : "this view re-renders"
        return LostHandoff(
            "A new `\(created)` is created here and put in the environment: nobody owns it, so it is created again "
                + "whenever \(rerun), and every view below that reads it loses its state; own it with "
                + "`@StateObject` (`@State` for an `@Observable` class) and pass that",
            at: argument.expression, context: context)
    }

    /// Whether a view of the workspace reads a `typeName` from the environment
    /// (`@EnvironmentObject var model: Model`, `@Environment(Model.self) var model`).
    static func isReadFromTheEnvironment(_ typeName: String, in workspace: WorkspaceSnapshot) -> Bool {
        workspace.derived.value(DerivedValueKey("read from the environment", typeName), as: Bool.self) {
            workspace.files(naming: typeName).contains { file in
                file.facts.types.contains { type in
                    type.storedProperties.contains { property in
                        property.attributes.contains { attribute in
                            (attribute.name == "EnvironmentObject"
                                && property.declaredType.map(TypeName.base(of:)) == typeName)
                                || (attribute.name == "Environment" && attribute.arguments == typeName + ".self")
                        }
                    }
                }
            }
        }
    }

    /// Whether the view that `.environmentObject(…)` modifies (`HomeRouteView()` of
    /// `HomeRouteView().environmentObject(HomeRouteViewModel())`) owns a `typeName` of its own in
    /// `@StateObject` or `@State`: the views below it read that one.
    static func ownsItsOwn(_ typeName: String, view modified: ExprSyntax?, context: RuleContext) -> Bool {
        var root = modified
        while let expression = root {
            if let call = expression.as(FunctionCallExprSyntax.self) {
                if let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base != nil {
                    root = access.base
                    continue
                }
                guard let name = call.calleeName, name.first?.isUppercase == true,
                    let child = context.workspace.declaration(of: name, near: context.path)
                else { return false }
                return variants(of: child, in: context.workspace).contains { variant in
                    variant.storedProperties.contains { property in
                        (property.attributes.contains(named: "StateObject")
                            || property.attributes.contains(named: "State"))
                            && (property.declaredType ?? property.initializer?.createdTypeName).map(TypeName.base(of:))
                                == typeName
                    }
                }
            }
            guard let access = expression.as(MemberAccessExprSyntax.self) else { return false }
            root = access.base
        }
        return false
    }

    /// What `argument` of a child view's initializer loses, judged against one declaration of the child.
    private func lostHandoff(
        _ argument: LabeledExprSyntax, child: TypeFact, childName: String, parent: TypeReference, context: RuleContext
    ) -> LostHandoff? {
        guard let label = argument.label?.text else { return nil }
        if let property = child.property(named: label), property.isStoredInstanceProperty,
            property.attributes.contains(named: "ObservedObject"), property.initializer == nil,
            let created = Self.createdStatefulObject(
                argument.expression, declaredType: property.declaredType, context: context),
            !Self.fallsBackFromOwnState(argument.expression, of: parent, context: context)
        {
            return LostHandoff(
                "A new `\(created)` is created here and handed to `\(childName)`'s `@ObservedObject \(label)`: nobody "
                    + "owns it, so it is created again whenever this view re-renders; own it with `@StateObject` here and "
                    + "pass it down, or, where it is built for the child alone (a sheet's or destination's content), make "
                    + "`\(label)` a `@StateObject` in `\(childName)`",
                at: Self.creationSite(of: argument.expression), context: context)
        }
        if let lazy = lazilyCreatedHandoff(
            argument, label: label, child: child, childName: childName, parent: parent, context: context)
        {
            return lazy
        }
        if let owned = Self.ownObject(argument.expression, of: parent.type),
            !Self.isParameter(owned, around: Syntax(argument.expression)),
            let parentFile = parent.path == context.path
                ? context.lines : context.workspace.sourceFiles[parent.path]?.lines,
            !Self.createsInInit(owned, of: parent.type, lines: parentFile),
            let stateObject = Self.stateObject(of: child, takingArgument: label, in: context.workspace)
        {
            return LostHandoff(
                "`\(owned)` is handed to this view and passed on to `\(childName)`'s `@StateObject \(stateObject)`: "
                    + "the child keeps the first object it is given and never sees the one a re-render hands down; "
                    + "mark it `@ObservedObject` in `\(childName)`",
                at: argument.expression, context: context, lostOnlyWhenTheViewIsRebuilt: true)
        }
        return nil
    }

    /// Where `expression` creates its object: the value of the local constant or optional binding
    /// it names (`let model = Model()` before `Child(model: model)`), else `expression` itself.
    static func creationSite(of expression: ExprSyntax) -> ExprSyntax {
        var site = expression
        for _ in 0..<4 {
            guard let reference = site.as(DeclReferenceExprSyntax.self) else { break }
            let name = reference.baseName.text
            guard
                let value = ObjectCreation.localValue(named: name, before: Syntax(site))
                    ?? ObjectCreation.boundValue(named: name, around: Syntax(site))
            else { break }
            site = value
        }
        return site
    }

    /// The type created by `Model(…)`, `Model.init(…)`, `.init(…)` (of `declaredType`, the
    /// child property's type), a factory or a local constant holding one of these, when it is a class of the workspace that changes state of its own
    /// in its methods (loads, selects, counts): re-creating it loses that state. An object that
    /// only mirrors a publisher it subscribes to in `init`, holds constants and callbacks, or
    /// computes styles loses nothing.
    static func createdStatefulObject(_ expression: ExprSyntax, declaredType: String?, context: RuleContext) -> String?
    {
        // `let model = Model()` earlier in the same code, or `if let model = makeModel()` around
        // it: the local's value is what is handed on.
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard
                let value = ObjectCreation.localValue(named: name, before: Syntax(expression))
                    ?? ObjectCreation.boundValue(named: name, around: Syntax(expression)),
                !ObjectCreation.isStored(name, around: Syntax(expression))
            else { return nil }
            return createdStatefulObject(value, declaredType: declaredType, context: context)
        }
        guard
            let typeName = ObjectCreation.createdType(
                by: expression, declaredType: declaredType,
                typeModel: context.workspace.typeModel),
            typeName.first?.isUppercase == true,
            let declaration = context.workspace.declaration(of: typeName, near: context.path),
            declaration.type.kind == .class, !declaration.type.isView,
            !holdsNoStateOfItsOwn(typeName, context: context),
            // Once per class and state of the workspace: its methods are parsed to answer.
            context.workspace.derived.value(
                DerivedValueKey("changes own state", declaration.path + "#" + declaration.type.qualifiedName),
                as: Bool.self,
                {
                    let parts = classParts(of: declaration, context: context)
                    return changesOwnState(parts, in: context.workspace)
                        || keepsLazilyCreatedState(parts, context: context)
                }
            )
        else { return nil }
        return typeName
    }

    /// Whether a method (not `init`) of the type assigns or mutates one of its variable stored
    /// properties (`items = …`, `self.page += 1`, `results.append(…)`, `isOn.toggle()`), or the
    /// type runs a loop of its own: a method sends events into a subject it holds
    /// (`input.send(event)`) and a pipeline assigns one of those properties
    /// (`.weakAssign(to: \.state, on: self)`, `.assign(to: &$state)`), a state machine fed by the
    /// object's own events rather than a mirror of someone else's publisher.
    static func changesOwnState(_ parts: [TypeReference], in workspace: WorkspaceSnapshot) -> Bool {
        let stored = parts.flatMap { $0.type.storedProperties.filter { !$0.isStatic } }
        let variables = Set(stored.filter { !$0.isLet }.map(\.name))
        guard !variables.isEmpty else { return false }
        let subjects = Set(stored.map(\.name))
        var sendsOwnEvents = false
        var pipelineAssignsState = false
        // Each method is parsed once, and only until the first one that changes the state.
        for part in parts {
            guard let file = workspace.sourceFiles[part.path] else { continue }
            for member in part.type.members where member.kind == .function || member.kind == .initializer {
                let declaration = MemberSyntax.declaration(of: member, in: file.lines)
                if member.kind == .function {
                    if !AssignmentSyntax.mutatedNames(in: declaration).isDisjoint(with: variables) { return true }
                    sendsOwnEvents = sendsOwnEvents || sendsEvents(in: declaration, intoOneOf: subjects)
                }
                pipelineAssignsState =
                    pipelineAssignsState
                    || !AssignmentSyntax.pipelineAssignedNames(in: declaration).isDisjoint(with: variables)
            }
        }
        return sendsOwnEvents && pipelineAssignsState
    }

    /// Whether `method` sends an event into one of the object's own stored subjects
    /// (`input.send(event)`, `self.events.send(.refresh)`).
    private static func sendsEvents(in method: Syntax, intoOneOf subjects: Set<String>) -> Bool {
        method.descendants(FunctionCallExprSyntax.self).contains { call in
            guard let access = call.calledExpression.as(MemberAccessExprSyntax.self),
                access.declName.baseName.text == "send"
            else { return false }
            return access.base?.ownPropertyName.map(subjects.contains) ?? false
        }
    }

    /// `model` or `self.model` when it names an observable object the parent was handed
    /// (`@ObservedObject`, `@EnvironmentObject`) and so can be replaced.
    static func ownObject(_ expression: ExprSyntax, of parent: TypeFact) -> String? {
        var name: String?
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let access = expression.as(MemberAccessExprSyntax.self),
            access.base?.isSelf == true
        {
            name = access.declName.baseName.text
        }
        guard let name, let property = parent.property(named: name), property.isStoredInstanceProperty,
            property.initializer == nil,
            property.attributes.contains(named: "ObservedObject")
        else { return nil }
        return name
    }

    /// Whether `expression` falls back from the view's own `@State`/`@StateObject` object that
    /// the view sets itself (`participants ?? ParticipantsModel()` with `.onAppear { participants
    /// = ParticipantsModel() }`): the fallback stands in until then, and the view keeps its own.
    static func fallsBackFromOwnState(_ expression: ExprSyntax, of parent: TypeReference, context: RuleContext)
        -> Bool
    {
        guard let sequence = ObjectCreation.unwrapped(expression).as(SequenceExprSyntax.self),
            let held = sequence.elements.first.flatMap({ ExprSyntax($0) }),
            sequence.elements.count == 3,
            let name = held.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? held.as(MemberAccessExprSyntax.self).flatMap({
                    $0.base?.isSelf == true ? $0.declName.baseName.text : nil
                }),
            let property = parent.type.property(named: name), property.isStoredInstanceProperty,
            property.attributes.contains(named: "State") || property.attributes.contains(named: "StateObject"),
            let lines = parent.path == context.path ? context.lines : context.workspace.sourceFiles[parent.path]?.lines
        else { return false }
        return parent.type.members.contains { member in
            AssignmentSyntax.assignments(in: MemberSyntax.declaration(of: member, in: lines)).contains { assignment in
                assignment.isOwnProperty && assignment.name == name && createsAValue(assignment.value)
            }
        }
    }

    /// Whether `name` at `node` is a parameter of a closure or function around it
    /// (`.sheet(item: $model.item) { model in Child(model: model) }`, `func onboardingView(from
    /// viewModel: OnboardingViewModel)`), not the view's property of that name.
    static func isParameter(_ name: String, around node: Syntax) -> Bool {
        for ancestor in node.ancestors {
            if ancestor.as(ClosureExprSyntax.self)?.parameterNames.contains(name) == true { return true }
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                return function.signature.parameterClause.parameters.contains {
                    ($0.secondName ?? $0.firstName).text == name
                }
            }
            if ancestor.is(MemberBlockItemSyntax.self) { return false }
        }
        return false
    }

    /// Whether an `init` of the view creates the object it keeps in `name` (`self.model = Model()`,
    /// `_model = ObservedObject(wrappedValue: Model())`, `model = .init(…)`): then nobody hands it a
    /// replacement. `lines` is the line table of the file declaring `view`.
    static func createsInInit(_ name: String, of view: TypeFact, lines: LineTable) -> Bool {
        view.members.contains { member in
            member.kind == .initializer
                && AssignmentSyntax.assignments(in: MemberSyntax.declaration(of: member, in: lines)).contains {
                    assignment in
                    assignment.isOwnProperty && [name, "_" + name].contains(assignment.name)
                        && createsAValue(assignment.value)
                }
        }
    }

    /// `Model(…)`, `Factory.make()`, `ObservedObject(wrappedValue: Model())` (an expression that
    /// starts with a type's name) or `.init(…)`.
    static func createsAValue(_ value: ExprSyntax) -> Bool {
        if let call = value.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base == nil, member.declName.baseName.tokenKind == .keyword(.`init`)
        {
            return true
        }
        return value.firstToken(viewMode: .sourceAccurate)?.text.first?.isUppercase == true
    }

    /// The child's `@StateObject` that takes the argument labelled `label`: a `@StateObject`
    /// property of that name without a value (the memberwise initializer), or the one an
    /// explicit `init` sets with `_x = StateObject(wrappedValue: label)`.
    static func stateObject(of child: TypeFact, takingArgument label: String, in workspace: WorkspaceSnapshot)
        -> String?
    {
        if let property = child.property(named: label), property.isStoredInstanceProperty,
            property.attributes.contains(named: "StateObject"), property.initializer == nil,
            !child.members.contains(where: { $0.kind == .initializer })
        {
            return label
        }
        guard let reference = workspace.declaration(of: child.qualifiedName),
            let file = workspace.sourceFiles[reference.path]
        else { return nil }
        let stateObjects = Set(
            child.storedProperties.filter { $0.attributes.contains(named: "StateObject") }.map { "_" + $0.name })
        for initializer in child.members
        where initializer.kind == .initializer && initializer.parameterLabels.contains(label) {
            let assignments = AssignmentSyntax.assignments(
                in: MemberSyntax.declaration(of: initializer, in: file.lines))
            if let wrapping = assignments.first(where: { assignment in
                assignment.isOwnProperty && assignment.name.map(stateObjects.contains) == true
                    && wrapsParameter(label, in: assignment.value)
            }), let name = wrapping.name {
                return String(name.dropFirst())
            }
        }
        return nil
    }

    /// `StateObject(wrappedValue: label)` or `.init(wrappedValue: label)`.
    private static func wrapsParameter(_ label: String, in value: ExprSyntax) -> Bool {
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            let argument = call.arguments.first, argument.label?.text == "wrappedValue",
            argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == label
        else { return false }
        if call.calleeName == "StateObject" { return true }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return member.base == nil && member.declName.baseName.tokenKind == .keyword(.`init`)
    }
}
