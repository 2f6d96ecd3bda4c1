/// A view model a view may render, and why the analyzer thinks so.
public struct ViewModelPairing: Sendable, Hashable {
    public enum Evidence: Sendable, Hashable {
        /// The view stores a property of this type (or of a generic parameter constrained to it).
        case propertyType(property: String)
        /// Only the names match (`FooView` ⇄ `FooViewModel`).
        case name
    }

    /// The view-model type name as the view refers to it (`FooViewModel`, `FooView.ViewModel`).
    public var viewModelName: String
    /// Its declaration, when the workspace has one.
    public var declaration: TypeReference?
    public var evidence: Evidence

    public init(viewModelName: String, declaration: TypeReference?, evidence: Evidence) {
        self.viewModelName = viewModelName
        self.declaration = declaration
        self.evidence = evidence
    }
}

extension ViewModelPairing {
    /// Keys under which a declared view is indexed: every name its best candidate can have
    /// is found by `keys(ofViewModel:)` among them. Stored properties give the held name and
    /// its nested form; names give the feature (`Foo` of `FooView`) and the view itself
    /// (for `FooView.ViewModel`).
    static func keys(ofView view: TypeFact) -> Set<String> {
        var keys: Set<String> = ["feature:" + TypeName.featureName(ofView: view.name), "nested:" + view.qualifiedName]
        for property in view.storedProperties {
            guard var name = property.heldTypeName else { continue }
            if let generic = view.genericParameters.first(where: { $0.name == name }) {
                guard let constraint = generic.constraint else { continue }
                name = TypeName.base(of: constraint)
            }
            keys.insert(name)
            keys.insert("\(view.qualifiedName).\(name)")
        }
        return keys
    }

    /// The keys a view rendering `viewModelName` is indexed under (one suffices).
    static func keys(ofViewModel viewModelName: String) -> [String] {
        var keys = [viewModelName]
        for suffix in TypeName.viewModelSuffixes where viewModelName.hasSuffix(suffix) {
            keys.append("feature:" + viewModelName.dropLast(suffix.count))
        }
        if viewModelName.hasSuffix(".ViewModel") {
            keys.append("nested:" + viewModelName.dropLast(".ViewModel".count))
        }
        return keys
    }
}

extension WorkspaceSnapshot {
    /// The view models `view` may render, best first: the types of its stored properties
    /// (`viewModel` first), then view models named after it
    /// (`Foo{View,Screen,Page,Row,Cell}` ⇄ `FooViewModel`, `FooViewModelImpl`,
    /// `FooViewModelProtocol`, `FooViewModelContract`, nested `FooView.ViewModel`).
    public func viewModelCandidates(for view: TypeFact) -> [ViewModelPairing] {
        var result: [ViewModelPairing] = []
        func add(_ name: String, _ evidence: ViewModelPairing.Evidence) {
            guard !result.contains(where: { $0.viewModelName == name }) else { return }
            result.append(ViewModelPairing(viewModelName: name, declaration: declaration(of: name), evidence: evidence))
        }
        let properties = storedProperties(ofViewNamed: view.qualifiedName, declaredIn: view)
            .sorted { ($0.name == "viewModel" ? 0 : 1) < ($1.name == "viewModel" ? 0 : 1) }
        for property in properties {
            guard let name = viewModelTypeName(held: property, in: view) else { continue }
            add(name, .propertyType(property: property.name))
        }
        let feature = TypeName.featureName(ofView: view.name)
        let names = TypeName.viewModelSuffixes.reversed().map { feature + $0 } + ["\(view.qualifiedName).ViewModel"]
        for name in names where declaration(of: name) != nil {
            add(name, .name)
        }
        return result
    }

    /// The views whose best pairing candidate is `viewModelName`; only files indexed under one
    /// of its pairing keys are looked at.
    public func views(renderingViewModel viewModelName: String) -> [TypeReference] {
        let paths = ViewModelPairing.keys(ofViewModel: viewModelName)
            .reduce(into: Set<String>()) { $0.formUnion(viewPathsByPairingKey[$1] ?? []) }
        return paths.sorted().flatMap { path in
            sourceFiles[path]!.facts.declaredViews
                .filter { viewModelCandidates(for: $0).first?.viewModelName == viewModelName }
                .map { TypeReference(path: path, type: $0) }
        }
    }

    /// The view-model type a property holds: its type, or a generic parameter's constraint,
    /// when that is a view model or contract (by declaration or by name).
    public func viewModelTypeName(held property: PropertyFact, in view: TypeFact) -> String? {
        guard property.isStoredInstanceProperty, var name = property.heldTypeName else { return nil }
        if let generic = view.genericParameters.first(where: { $0.name == name }) {
            guard let constraint = generic.constraint else { return nil }
            name = TypeName.base(of: constraint)
        }
        let nested = "\(view.qualifiedName).\(name)"
        if declaration(of: nested) != nil { return nested }
        if TypeName.looksLikeViewModel(name) { return name }
        let roles = types(named: name).reduce(into: Set<TypeRole>()) { $0.formUnion($1.type.roles) }
        return roles.contains(.viewModel) || roles.contains(.viewModelContract) ? name : nil
    }

    /// A view's stored properties; they live in its declaration, as extensions cannot add any.
    private func storedProperties(ofViewNamed name: String, declaredIn view: TypeFact) -> [PropertyFact] {
        view.isExtension ? (declaration(of: name)?.type.storedProperties ?? []) : view.storedProperties
    }
}
