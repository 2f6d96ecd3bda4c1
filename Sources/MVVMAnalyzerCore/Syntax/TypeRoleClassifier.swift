/// Decides a type's `TypeRole`s from what its own declaration says.
enum TypeRoleClassifier {
    static let viewProtocols: Set<String> = ["View", "ViewModelView"]
    static let viewModelProtocols: Set<String> = FOSMVVMKind.viewModelProtocols.union(["ObservableObject"])

    static func roles(
        name: String, kind: TypeFact.Kind, inheritedTypes: [String], attributes: [AttributeFact]
    ) -> Set<TypeRole> {
        let inherited = Set(inheritedTypes.map(TypeName.base(of:)))
        var roles: Set<TypeRole> = []
        if kind != .protocol, !inherited.isDisjoint(with: viewProtocols) { roles.insert(.view) }
        if inherited.contains("PreviewProvider") { roles.insert(.previewProvider) }
        switch kind {
        case .protocol:
            if TypeName.looksLikeViewModel(name) { roles.insert(.viewModelContract) }
        case .enum:
            if name.hasSuffix("ViewState") { roles.insert(.viewState) }
        case .struct, .class, .actor:
            if isViewModel(name: name, inherited: inherited, attributes: attributes) { roles.insert(.viewModel) }
        case .extension:
            if !inherited.isDisjoint(with: viewModelProtocols) || attributes.contains(named: "ViewModel") {
                roles.insert(.viewModel)
            }
        }
        return roles
    }

    private static func isViewModel(name: String, inherited: Set<String>, attributes: [AttributeFact]) -> Bool {
        if !inherited.isDisjoint(with: viewModelProtocols) { return true }
        if attributes.contains(named: "ViewModel") { return true }
        if inherited.contains(where: TypeName.looksLikeViewModel) { return true }
        if name == "ViewModel" { return attributes.contains(named: "Observable") }
        return name.hasSuffix("ViewModel") || name.hasSuffix("ViewModelImpl")
    }
}
