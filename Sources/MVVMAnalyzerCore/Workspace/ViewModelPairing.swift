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
    /// its nested form; names give the feature (`Foo` of `FooView`), the full name (`FooScreen`
    /// of `FooScreen` ⇄ `FooScreenViewModel`) and the view itself (for `FooView.ViewModel`).
    static func keys(ofView view: TypeFact) -> Set<String> {
        var keys: Set<String> = [
            "feature:" + TypeName.featureName(ofView: view.name), "feature:" + view.name,
            "nested:" + view.qualifiedName,
        ]
        for property in view.storedProperties {
            guard let name = heldName(property, in: view) else { continue }
            keys.insert(name)
            keys.insert("\(view.qualifiedName).\(name)")
            if let feature = TypeName.featureName(ofViewModel: name) { keys.insert("feature:" + feature) }
        }
        return keys
    }

    /// The type name a view's property holds, as far as the view's own text tells: the
    /// constraint of a generic parameter, the view model owning a nested type
    /// (`FooViewModel.Context` → `FooViewModel`), else `PropertyFact.heldTypeName`.
    public static func heldName(_ property: PropertyFact, in view: TypeFact) -> String? {
        guard var name = property.heldTypeName else { return nil }
        if let generic = view.genericParameters.first(where: { $0.name == name }) {
            guard let constraint = generic.constraint else { return nil }
            name = TypeName.base(of: constraint)
        }
        if let declared = property.declaredType, let owner = TypeName.viewModelOwningNestedType(declared) {
            return owner
        }
        return name
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
    /// The view models `view` (declared in the file at `path`, when known) may render, best
    /// first: the types of its stored properties (`viewModel` first, then view-model names),
    /// then view models named after it (`Foo{View,Screen,Page,Row,Cell}` ⇄ `FooViewModel`,
    /// `FooViewModelImpl`, `FooViewModelProtocol`, `FooViewModelContract`, also after its full
    /// name, `FooScreen` ⇄ `FooScreenViewModel`, and nested `FooView.ViewModel`), then other
    /// observable objects it holds (a document, a theme). Names resolve in the view's module first.
    public func viewModelCandidates(for view: TypeFact, in path: String? = nil) -> [ViewModelPairing] {
        let path = path ?? self.path(of: view)
        var result: [ViewModelPairing] = []
        func add(_ name: String, _ evidence: ViewModelPairing.Evidence) {
            guard !result.contains(where: { $0.viewModelName == name }) else { return }
            result.append(
                ViewModelPairing(
                    viewModelName: name, declaration: declaration(of: name, near: path), evidence: evidence))
        }
        // Held types ranked: the `viewModel` property, then view-model-like names, then other
        // observable objects (a document, a theme), which count only when nothing else does.
        let held = storedProperties(ofViewNamed: view.qualifiedName, declaredIn: view)
            .compactMap { property -> (rank: Int, name: String, property: String)? in
                guard let name = viewModelTypeName(held: property, in: view) else { return nil }
                if property.name == "viewModel" { return (0, name, property.name) }
                if TypeName.looksLikeViewModel(name) || name.hasSuffix(".ViewModel") { return (1, name, property.name) }
                // Services and singletons the environment or a shared instance provides are not
                // the view's model (an audio controller, a data service, `Settings.shared`).
                return Self.isService(property) ? nil : (2, name, property.name)
            }
            .enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element)
        for candidate in held where candidate.rank < 2 {
            add(candidate.name, .propertyType(property: candidate.property))
        }
        let features = [TypeName.featureName(ofView: view.name), view.name]
        let names =
            features.flatMap { feature in TypeName.viewModelSuffixes.reversed().map { feature + $0 } }
            + ["\(view.qualifiedName).ViewModel"]
        for name in names where declaration(of: name, near: path) != nil {
            add(name, .name)
        }
        if result.isEmpty, let other = held.first(where: { $0.rank == 2 }) {
            add(other.name, .propertyType(property: other.property))
        }
        return result
    }

    /// Whether a view's property holds a service rather than its model: an object the
    /// environment injects (`@EnvironmentObject`, `@Environment(X.self)`), or a shared instance
    /// (`= Settings.shared`).
    static func isService(_ property: PropertyFact) -> Bool {
        if property.attributes.contains(named: "EnvironmentObject")
            || property.attributes.contains(named: "Environment")
        {
            return true
        }
        guard let initializer = property.initializer else { return false }
        return !initializer.isInstanceCreation && !initializer.text.contains("(")
    }

    /// The views whose best pairing candidate is `viewModelName`; only files indexed under one
    /// of its pairing keys are looked at.
    /// With `declaredIn`, the file of one of several same-named view models (in different
    /// modules), only the views whose candidate resolves to that declaration.
    public func views(renderingViewModel viewModelName: String, declaredIn declarationPath: String? = nil)
        -> [TypeReference]
    {
        let paths = ViewModelPairing.keys(ofViewModel: viewModelName)
            .reduce(into: Set<String>()) { $0.formUnion(viewPathsByPairingKey[$1] ?? []) }
        let ambiguous = declarationPath != nil && types(named: viewModelName).filter { !$0.type.isExtension }.count > 1
        return paths.sorted().flatMap { path in
            declaredViews(inFile: path)
                .filter { view in
                    guard let best = viewModelCandidates(for: view, in: path).first, best.viewModelName == viewModelName
                    else {
                        return false
                    }
                    return !ambiguous || best.declaration?.path == declarationPath
                }
                .map { TypeReference(path: path, type: $0) }
        }
    }

    /// The view-model type a property holds: its type, a generic parameter's constraint, or
    /// the view model owning a nested type it holds (`FooViewModel.Context`), when that is a
    /// view model or contract (by declaration or by name). A typealias such as
    /// `FooViewModelType` resolves to the view model declared as `FooViewModel`.
    public func viewModelTypeName(held property: PropertyFact, in view: TypeFact) -> String? {
        guard property.isStoredInstanceProperty, let name = ViewModelPairing.heldName(property, in: view) else {
            return nil
        }
        let nested = "\(view.qualifiedName).\(name)"
        if let own = declaration(of: nested) {
            // A type nested in the view is its view model only as such (`FooView.ViewModel`);
            // the view's own enums and helpers (`Context`, `Focus`, `DisplayMode`) are not.
            return own.type.isViewModel || own.type.roles.contains(.viewModelContract) ? nested : nil
        }
        let roles = types(named: name).filter { $0.type.kind != .enum }
            .reduce(into: Set<TypeRole>()) { $0.formUnion($1.type.roles) }
        if roles.contains(.viewModel) || roles.contains(.viewModelContract) { return name }
        guard TypeName.looksLikeViewModel(name) else { return nil }
        if declaration(of: name) == nil, let feature = TypeName.featureName(ofViewModel: name),
            declaration(of: feature + "ViewModel")?.type.isViewModel == true
        {
            return feature + "ViewModel"
        }
        return name
    }

    /// The declaration of `name`, preferring one in the module of the file at `path`, then in
    /// its package, then app code, so that same-named types of different modules stay apart.
    public func declaration(of name: String, near path: String?) -> TypeReference? {
        let candidates = types(named: name).filter { !$0.type.isExtension }
        guard candidates.count > 1, let path else { return candidates.first }
        let module = modules.module(containing: path)
        return candidates.first { module.contains($0.path) }
            ?? module.packageRoot.flatMap { root in
                candidates.first { RelativePath.subpath(of: $0.path, below: root) != nil }
            }
            ?? candidates.first { isAppCode($0.path) }
            ?? candidates.first
    }

    /// The file declaring `type`, found through the type index.
    func path(of type: TypeFact) -> String? {
        let paths = pathsByTypeName(type.qualifiedName)
        if paths.count <= 1 { return paths.first }
        return paths.first { sourceFiles[$0]?.facts.types.contains(type) == true }
    }

    /// A view's stored properties; they live in its declaration, as extensions cannot add any.
    private func storedProperties(ofViewNamed name: String, declaredIn view: TypeFact) -> [PropertyFact] {
        view.isExtension ? (declaration(of: name)?.type.storedProperties ?? []) : view.storedProperties
    }
}
