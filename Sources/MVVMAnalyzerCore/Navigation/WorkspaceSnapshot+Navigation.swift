extension WorkspaceSnapshot {
    /// The innermost type declared or extended in the file at `path` whose body contains `offset`.
    public func enclosingType(at offset: Int, inFile path: String) -> TypeFact? {
        sourceFiles[path]?.facts.types
            .filter { $0.range.start <= offset && offset <= $0.range.end }
            .max { $0.range.start < $1.range.start }
    }

    /// The files that match the one at `path`, best first: a view's view models, a view
    /// model's (or contract's) views, a localization file's view models. With `offset`, only the
    /// type around it counts; without, every type of the file.
    public func matchingLocations(forFile path: String, at offset: Int?) -> [SymbolLocation] {
        if let yaml = localization.files[path] {
            return unique(yaml.entries.map(\.typeName)).compactMap {
                declaration(of: $0, near: path).map(location(of:))
            }
        }
        guard let file = sourceFiles[path] else { return [] }
        let types: [TypeFact]
        if let offset, let enclosing = enclosingType(at: offset, inFile: path) {
            types = [enclosing]
        } else {
            types = file.facts.types.filter { $0.parentName == nil }
        }
        var result: [SymbolLocation] = []
        for type in types {
            if isView(type) {
                result += viewModelCandidates(for: type, in: path).compactMap { $0.declaration.map(location(of:)) }
            } else {
                result += views(renderingViewModelOrItsContracts: type, in: path).map(location(of:))
            }
        }
        let own = Set(types.map { SymbolLocation(path: path, range: $0.nameRange) })
        return unique(result.filter { !own.contains($0) })
    }

    /// The views that render `viewModel`, or a protocol it conforms to (`FooViewModelContract`,
    /// `FooViewModelProtocol`, `FooViewModelType`, `FooViewModeling`).
    /// `path`, the file declaring `viewModel`, tells same-named view models of other modules apart.
    public func views(renderingViewModelOrItsContracts viewModel: TypeFact, in path: String? = nil) -> [TypeReference] {
        let protocols = viewModel.inheritedTypes.map(TypeName.base(of:)).filter(isViewModelProtocol)
        let own = views(renderingViewModel: viewModel.qualifiedName, declaredIn: path ?? self.path(of: viewModel))
        return unique(own + protocols.flatMap { views(renderingViewModel: $0) })
    }

    /// Whether an inherited name is a view-model protocol: declared as a protocol with a
    /// view-model name, or undeclared with a protocol-like view-model suffix.
    private func isViewModelProtocol(_ name: String) -> Bool {
        guard TypeName.looksLikeViewModel(name), !name.hasSuffix("ViewModel") else { return false }
        if let declared = declaration(of: name) { return declared.type.kind == .protocol }
        return ["ViewModelContract", "ViewModelProtocol", "ViewModelType", "ViewModeling"].contains {
            name.hasSuffix($0)
        }
    }

    /// The view-model type that property `holder` of the view around `offset` holds.
    public func viewModelHeld(by holder: String, at offset: Int, inFile path: String) -> String? {
        guard let view = enclosingType(at: offset, inFile: path) else { return nil }
        let properties = types(named: view.qualifiedName).flatMap { $0.type.properties } + view.properties
        guard let property = properties.first(where: { $0.name == holder }) else { return nil }
        return viewModelTypeName(held: property, in: view)
    }

    /// Where member `name` of type `typeName` (or of its extensions) is declared.
    public func declarationOfMember(_ name: String, ofType typeName: String) -> SymbolLocation? {
        for reference in types(named: typeName) {
            if let property = reference.type.properties.first(where: { $0.name == name }) {
                return SymbolLocation(path: reference.path, range: property.nameRange)
            }
            if let member = reference.type.members.first(where: { $0.name == name }) {
                return SymbolLocation(path: reference.path, range: member.nameRange)
            }
        }
        return nil
    }

    /// Every `holder.member` use of member `member` of `viewModelName` in the views that render
    /// it (or a contract it conforms to), where `holder` is the view's view-model property.
    public func usesOfMember(_ member: String, ofViewModel viewModelName: String) -> [SymbolLocation] {
        guard let viewModel = declaration(of: viewModelName) else { return [] }
        var result: [SymbolLocation] = []
        for view in views(renderingViewModelOrItsContracts: viewModel.type, in: viewModel.path) {
            guard let file = sourceFiles[view.path] else { continue }
            let holders = Set(
                view.type.properties.filter { viewModelTypeName(held: $0, in: view.type) != nil }.map(\.name))
            guard !holders.isEmpty else { continue }
            for extended in types(named: view.type.qualifiedName) where extended.path == view.path {
                result += MemberUseFinder.uses(of: member, through: holders, in: file, within: extended.type.range)
                    .map { SymbolLocation(path: view.path, range: $0) }
            }
        }
        return unique(result)
    }

    /// The localization entries of `property` of `typeName`, one per locale that has it.
    public func localizedEntries(ofProperty property: String, ofType typeName: String) -> [LocalizationEntry] {
        localization.locales.flatMap { localization.entries(locale: $0, typeName: typeName, property: property) }
    }

    private func location(of reference: TypeReference) -> SymbolLocation {
        SymbolLocation(path: reference.path, range: reference.type.nameRange)
    }
}

private func unique<Element: Hashable>(_ elements: [Element]) -> [Element] {
    var seen = Set<Element>()
    return elements.filter { seen.insert($0).inserted }
}
