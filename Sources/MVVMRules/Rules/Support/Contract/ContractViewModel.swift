import MVVMAnalyzerCore

/// The view model a view holds, resolved in the workspace the way the contract convention
/// reads it: the stored property, the type behind a generic parameter, the `state` property of
/// the view model or its contract, and the `ViewState` enum that `state` has.
struct ContractViewModel {
    /// The stored property holding the view model (`viewModel`).
    let property: PropertyFact
    /// The generic parameter the property's type is (`ViewModel` of `FooView<ViewModel: …>`).
    let genericParameter: GenericParameterFact?
    /// The view-model type: the held type, or the generic parameter's constraint.
    let typeName: String
    /// The declaration of `typeName`, when the workspace has one.
    let declaration: TypeReference?
    /// The `state` property of the view model or of a protocol it conforms to.
    let state: (property: PropertyFact, path: String)?

    /// The view model `view` holds (best pairing candidate by property type); `nil` when it
    /// holds none, or only an enum (a view's own local state, never a view model).
    init?(view: TypeFact, workspace: WorkspaceSnapshot) {
        let declaredView = view.isExtension ? (workspace.declaration(of: view.name)?.type ?? view) : view
        guard let pairing = workspace.viewModelCandidates(for: declaredView).first,
            case .propertyType(let name) = pairing.evidence,
            let property = declaredView.property(named: name),
            pairing.declaration?.type.kind != .enum
        else { return nil }
        self.property = property
        self.genericParameter = declaredView.genericParameters.first { $0.name == property.heldTypeName }
        self.typeName = pairing.viewModelName
        self.declaration = pairing.declaration
        self.state = pairing.declaration.flatMap { Self.stateProperty(of: $0, in: workspace, depth: 2) }
    }

    /// Whether the view model has a `state`; `nil` when its declaration is not in the workspace.
    var isStateful: Bool? {
        declaration == nil ? nil : state != nil
    }

    /// Whether the view model is observable: `@Observable`, `Observable` or `ObservableObject`.
    var isObservable: Bool {
        guard let type = declaration?.type else { return false }
        return type.attributes.contains(named: "Observable") || type.inherits("Observable")
            || type.inherits("ObservableObject")
    }

    /// Whether the view model only exposes actions: declared in the workspace, no `state`, not
    /// observable, and (for a contract) no implementation outside test doubles is observable
    /// or keeps settable state: the concrete class decides what the view has to observe.
    func isStateless(in workspace: WorkspaceSnapshot) -> Bool {
        guard isStateful == false, !isObservable, let declaration else { return false }
        guard declaration.type.kind == .protocol else { return true }
        return !Self.implementations(of: declaration.type.name, in: workspace).contains { implementation in
            implementation.attributes.contains(named: "Observable") || implementation.inherits("Observable")
                || implementation.inherits("ObservableObject")
                || implementation.storedProperties.contains {
                    !$0.isLet && $0.setterAccessLevel != .private && $0.accessLevel != .private
                }
        }
    }

    /// The classes and structs conforming to the protocol `name`, test doubles left out.
    private static func implementations(of name: String, in workspace: WorkspaceSnapshot) -> [TypeFact] {
        workspace.files(naming: name).flatMap { file in
            file.facts.types.filter { type in
                type.kind != .protocol && !type.isExtension && !TestDoubles.isTestDouble(type.name)
                    && type.inheritedTypes.contains { TypeName.base(of: $0) == name }
            }
        }
    }

    /// The feature name (`CharacterList` for `CharacterListViewModelContract`).
    var featureName: String? {
        TypeName.featureName(ofViewModel: typeName)
    }

    /// The `…ViewModelContract` protocol of this view model: the declaration itself when it is
    /// one, a contract it conforms to, or the protocol named `{Feature}ViewModelContract`.
    func contract(in workspace: WorkspaceSnapshot) -> TypeReference? {
        if let declaration, declaration.type.roles.contains(.viewModelContract) { return declaration }
        let conformed = declaration?.type.inheritedTypes.map(TypeName.base(of:)) ?? []
        let names =
            conformed.filter { $0.hasSuffix("ViewModelContract") }
            + [featureName.map { $0 + "ViewModelContract" }].compactMap { $0 }
        return names.lazy.compactMap { workspace.declaration(of: $0) }.first { $0.type.kind == .protocol }
    }

    /// The enum `state` is declared with (`CharacterListViewState`), or the one named after
    /// the feature when `state`'s type is inferred.
    func viewState(in workspace: WorkspaceSnapshot) -> TypeReference? {
        guard let state else { return nil }
        let name = state.property.declaredType.map(TypeName.base(of:)) ?? featureName.map { $0 + "ViewState" }
        return name.flatMap(workspace.declaration(of:)).flatMap { $0.type.kind == .enum ? $0 : nil }
    }

    /// The instance `state` property of `reference` or of the protocols it conforms to.
    private static func stateProperty(
        of reference: TypeReference, in workspace: WorkspaceSnapshot, depth: Int
    ) -> (property: PropertyFact, path: String)? {
        if let state = reference.type.property(named: "state"), !state.isStatic { return (state, reference.path) }
        guard depth > 0 else { return nil }
        for inherited in reference.type.inheritedTypes.map(TypeName.base(of:)) {
            guard let parent = workspace.declaration(of: inherited), parent.type.kind == .protocol,
                let found = stateProperty(of: parent, in: workspace, depth: depth - 1)
            else { continue }
            return found
        }
        return nil
    }
}
