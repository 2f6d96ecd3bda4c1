import MVVMAnalyzerCore
import SwiftParser
import SwiftSyntax

/// An observed object a holder creates lazily (`lazy var text = RichTextViewModel(…)` in a plain
/// class), where the holder is made again with the view: the view creates it in its `init` or
/// declaration, or a parent builds the view with a new one on its render path. Each new holder
/// creates a new object on its first read, so the child's `@ObservedObject` loses its state just
/// as if the view had written `RichTextViewModel(…)` itself.
extension ObservedObjectCreatedInViewRule {
    /// The hand-offs of an object a holder creates lazily: the view reads it from a holder it
    /// creates itself (`RichTextView(viewModel: details.text)`), or builds a child with a new
    /// holder from which the child hands the object on (`BodyView(viewModel: .init(task: task))`).
    func lazilyCreatedHandoff(
        _ argument: LabeledExprSyntax, label: String, child: TypeFact, childName: String, parent: TypeReference,
        context: RuleContext
    ) -> LostHandoff? {
        guard let property = child.property(named: label), property.isStoredInstanceProperty,
            property.initializer == nil
        else { return nil }
        if property.attributes.contains(named: "ObservedObject") {
            guard let held = Self.heldMember(argument.expression),
                let lines = parent.path == context.path
                    ? context.lines : context.workspace.sourceFiles[parent.path]?.lines,
                let holderType = Self.holderCreatedByView(held.holder, of: parent.type, lines: lines),
                let created = Self.lazilyCreatedObject(member: held.member, of: holderType, context: context)
            else { return nil }
            let holder = TypeName.base(of: holderType)
            let message =
                "A new `\(holder)` is created here with every new `\(parent.type.name)`, and its lazy `\(held.member)` "
                + "creates a new `\(created)` that is handed to `\(childName)`'s `@ObservedObject \(label)`: its state is "
                + "lost whenever a parent builds this view again; keep the `\(holder)` in `@State` or own the "
                + "`\(created)` with `@StateObject`"
            // The finding sits where the holder is created, which is what to change; where the
            // object is handed on is named beside it.
            guard parent.path == context.path,
                let creation = Self.holderCreation(held.holder, of: parent.type, around: Syntax(argument))
            else {
                return LostHandoff(
                    message, at: argument.expression, context: context, lostOnlyWhenTheViewIsRebuilt: true)
            }
            let handedOn = RelatedLocation(
                path: context.path, range: ByteRange(argument.expression),
                message: "the new `\(created)` is handed to `\(childName)` here")
            return LostHandoff(
                finding: context.diagnostic(message, at: creation, related: [handedOn]),
                lostOnlyWhenTheViewIsRebuilt: true)
        }
        guard property.attributes.isEmpty,
            let holder = ObjectCreation.createdType(
                by: argument.expression, declaredType: property.declaredType,
                typeModel: context.workspace.typeModel),
            let created = Self.objectLazilyHandedOn(by: child, from: label, context: context)
        else { return nil }
        return LostHandoff(
            "A new `\(holder)` is created here and handed to `\(childName)`'s `\(label)`, from which `\(childName)` "
                + "passes a `\(created)` on to an `@ObservedObject`, and every new `\(holder)` makes a new one on first "
                + "read: it is created again, losing its state, whenever this view re-renders; keep the `\(holder)` in "
                + "`@State` or own the `\(created)` with `@StateObject`",
            at: argument.expression, context: context)
    }

    /// Where the view creates its holder property `name`: the value of its declaration
    /// (`let holder = Holder()`) or of the first assignment in an `init` (`self.holder =
    /// Holder(…)`), found in the tree of the file holding `node`.
    static func holderCreation(_ name: String, of view: TypeFact, around node: Syntax) -> ByteRange? {
        if let initializer = view.property(named: name)?.initializer, initializer.isInstanceCreation {
            return initializer.range
        }
        let initializers = view.members.filter { $0.kind == .initializer }.map(\.range)
        for declaration in node.root.descendants(InitializerDeclSyntax.self) {
            let range = ByteRange(declaration)
            guard initializers.contains(where: { $0.start <= range.start && range.end <= $0.end }),
                let assignment = AssignmentSyntax.assignments(in: declaration).first(where: {
                    $0.isOwnProperty && $0.name == name && createsAValue($0.value)
                })
            else { continue }
            return ByteRange(assignment.value)
        }
        return nil
    }

    /// A lazily created object read from a holder: `holder.member`, `holder?.member`,
    /// `self.holder.member`, or a local bound to one (`if let model = holder?.member`).
    struct HeldMember {
        /// The property that holds the holder.
        var holder: String
        /// The holder's lazy property that creates the object.
        var member: String
    }

    /// The holder and member `expression` reads, through locals and optional bindings.
    static func heldMember(_ written: ExprSyntax, depth: Int = 0) -> HeldMember? {
        var expression = ObjectCreation.unwrapped(written)
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
        if let reference = expression.as(DeclReferenceExprSyntax.self), depth < 4 {
            let name = reference.baseName.text
            guard
                let value = ObjectCreation.localValue(named: name, before: Syntax(expression))
                    ?? ObjectCreation.boundValue(named: name, around: Syntax(expression))
            else { return nil }
            return heldMember(value, depth: depth + 1)
        }
        guard let access = expression.as(MemberAccessExprSyntax.self), var base = access.base else { return nil }
        if let chained = base.as(OptionalChainingExprSyntax.self) { base = chained.expression }
        if let forced = base.as(ForceUnwrapExprSyntax.self) { base = forced.expression }
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            return HeldMember(holder: reference.baseName.text, member: access.declName.baseName.text)
        }
        if let inner = base.as(MemberAccessExprSyntax.self), inner.base?.isSelf == true {
            return HeldMember(holder: inner.declName.baseName.text, member: access.declName.baseName.text)
        }
        return nil
    }

    /// The stateful observable type that the `lazy var member` of the workspace class
    /// `holderType` creates on its first read (`lazy var text = makeString().map {
    /// RichTextViewModel(string: $0) }`), if it creates one.
    static func lazilyCreatedObject(member: String, of holderType: String, context: RuleContext) -> String? {
        guard let declaration = context.workspace.declaration(of: TypeName.base(of: holderType), near: context.path),
            declaration.type.kind == .class, !declaration.type.isView,
            let property = declaration.type.property(named: member), property.isStoredInstanceProperty,
            !property.isLet,
            let file = context.workspace.sourceFiles[declaration.path],
            let variable = MemberSyntax.declaration(of: property, in: file.lines).descendants(VariableDeclSyntax.self)
                .first,
            variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }),
            let value = variable.bindings.first?.initializer?.value
        else { return nil }
        let calls =
            (value.as(FunctionCallExprSyntax.self).map { [$0] } ?? []) + value.descendants(FunctionCallExprSyntax.self)
        for call in calls {
            if let created = createdStatefulObject(
                ExprSyntax(call), declaredType: property.declaredType, context: context),
                context.workspace.typeModel.isObservableObject(created)
            {
                return created
            }
        }
        return nil
    }

    /// Whether a `lazy var` of the class (`parts`) creates, on its first read, an observable
    /// object that changes state of its own, in its value or in a method of the class it calls
    /// (`lazy var contents = render(data: getData())`, `render` returning
    /// `.other(RichTextViewModel(…))`): each new instance of the class makes a new one, so the
    /// class holds that object's state even where it changes nothing itself.
    static func keepsLazilyCreatedState(_ parts: [TypeReference], context: RuleContext) -> Bool {
        let methods = parts.flatMap { part in
            part.type.members.filter { $0.kind == .function && !$0.isStatic }.map { (part, $0) }
        }
        for part in parts {
            guard let file = context.workspace.sourceFiles[part.path] else { continue }
            for property in part.type.storedProperties where !property.isLet && !property.isStatic {
                guard
                    let variable = MemberSyntax.declaration(of: property, in: file.lines)
                        .descendants(VariableDeclSyntax.self).first,
                    variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }),
                    let value = variable.bindings.first?.initializer?.value
                else { continue }
                var calls =
                    (value.as(FunctionCallExprSyntax.self).map { [$0] } ?? [])
                    + value.descendants(FunctionCallExprSyntax.self)
                // A method of the class that the value calls (`render(data:)`, `self.makeContents()`).
                for call in calls {
                    guard let name = call.ownMethodName else { continue }
                    for (methodPart, method) in methods where method.name == name {
                        guard let methodFile = context.workspace.sourceFiles[methodPart.path] else { continue }
                        calls += MemberSyntax.declaration(of: method, in: methodFile.lines)
                            .descendants(FunctionCallExprSyntax.self)
                    }
                }
                if calls.contains(where: { createsStatefulObservable($0, context: context) }) { return true }
            }
        }
        return false
    }

    /// Whether `call` creates an observable class of the workspace whose methods change its state.
    private static func createsStatefulObservable(_ call: FunctionCallExprSyntax, context: RuleContext) -> Bool {
        guard
            let created = ObjectCreation.createdType(
                by: ExprSyntax(call), declaredType: nil, typeModel: context.workspace.typeModel),
            created.first?.isUppercase == true, context.workspace.typeModel.isObservableObject(created),
            let declaration = context.workspace.declaration(of: created, near: context.path),
            declaration.type.kind == .class, !declaration.type.isView
        else { return false }
        return changesOwnState(classParts(of: declaration, context: context), in: context.workspace)
    }

    /// The holder's type when `view` creates the plain (unwrapped) property `name` itself, in its
    /// declaration (`let holder = Holder()`) or its `init` (`self.holder = Holder(…)`).
    static func holderCreatedByView(_ name: String, of view: TypeFact, lines: LineTable) -> String? {
        guard let property = view.property(named: name), property.isStoredInstanceProperty,
            property.attributes.isEmpty
        else { return nil }
        if let initializer = property.initializer, initializer.isInstanceCreation {
            return initializer.createdTypeName ?? property.declaredType
        }
        guard let declaredType = property.declaredType, createsInInit(name, of: view, lines: lines) else { return nil }
        return declaredType
    }

    /// The lazily created object that `child` hands on to an `@ObservedObject` of its own child
    /// from its plain property `label` (`FileViewer(viewModel: viewModel.fileViewModel)`), so that
    /// building `child` with a new holder creates a new object. Asked only for a new holder. One
    /// more level is followed: a holder whose `init` creates the next holder, which `child` hands
    /// to a view that hands on its lazily created object (`NetworkRequestBodyCell(viewModel:
    /// .init(task:))`, whose view model creates the body view's model in its `init`).
    static func objectLazilyHandedOn(
        by child: TypeFact, from label: String, context: RuleContext, depth: Int = 0
    ) -> String? {
        guard let property = child.property(named: label), property.isStoredInstanceProperty,
            property.attributes.isEmpty, property.initializer == nil, let holderType = property.declaredType
        else { return nil }
        return context.workspace.derived.value(
            DerivedValueKey("lazily handed on", "\(child.qualifiedName)#\(label)#\(depth)"), as: String?.self
        ) {
            for part in context.workspace.types(named: child.qualifiedName) {
                guard let file = context.workspace.sourceFiles[part.path] else { continue }
                let declaration = Parser.parse(source: file.lines.text(in: part.type.range))
                for call in declaration.descendants(FunctionCallExprSyntax.self) {
                    for argument in call.arguments {
                        guard let held = heldMember(argument.expression), held.holder == label,
                            let argumentLabel = argument.label?.text, let callee = call.calleeName,
                            let grandchild = context.workspace.declaration(of: callee, near: part.path),
                            grandchild.type.isView
                        else { continue }
                        let grandchildren = variants(of: grandchild, in: context.workspace)
                        if grandchildren.contains(where: {
                            $0.property(named: argumentLabel)?.attributes.contains(named: "ObservedObject") == true
                        }), let created = lazilyCreatedObject(member: held.member, of: holderType, context: context) {
                            return created
                        }
                        guard depth == 0, createsWithEveryInstance(held.member, of: holderType, context: context),
                            let created = grandchildren.lazy.compactMap({
                                objectLazilyHandedOn(by: $0, from: argumentLabel, context: context, depth: depth + 1)
                            }).first
                        else { continue }
                        return created
                    }
                }
            }
            return nil
        }
    }

    /// Whether each new instance of the workspace type `holderType` creates a new value for its
    /// stored property `member`, in the declaration (`let details = Details()`) or an `init`
    /// (`self.details = Details(task: task)`).
    static func createsWithEveryInstance(_ member: String, of holderType: String, context: RuleContext) -> Bool {
        guard let declaration = context.workspace.declaration(of: TypeName.base(of: holderType), near: context.path),
            !declaration.type.isView,
            let property = declaration.type.property(named: member), property.isStoredInstanceProperty
        else { return false }
        if let initializer = property.initializer { return initializer.isInstanceCreation }
        guard let file = context.workspace.sourceFiles[declaration.path] else { return false }
        return createsInInit(member, of: declaration.type, lines: file.lines)
    }
}
