import MVVMAnalyzerCore

/// Recognises FOSMVVM declarations in facts.
enum FOSMVVMTypes {
    /// Protocols a FOSMVVM view model conforms to (`ViewModel` and its refinements).
    static let viewModelProtocols: Set<String> = FOSMVVMKind.viewModelProtocols

    /// The last component of a written type (`FOSMVVM.ViewModel` → `ViewModel`).
    static func simpleName(_ written: String) -> String {
        let base = TypeName.base(of: written)
        return base.split(separator: ".").last.map(String.init) ?? base
    }

    /// Whether the type's inheritance clause names `ViewModel` or a refinement of it
    /// (`RequestableViewModel`, `LiveViewModel`, `ModelIdentifiedViewModel`).
    static func conformsToViewModel(_ type: TypeFact) -> Bool {
        type.inheritedTypes.contains { viewModelProtocols.contains(simpleName($0)) }
    }

    /// A struct or class declared `@ViewModel` or conforming to a view-model protocol.
    static func isViewModel(_ type: TypeFact) -> Bool {
        (type.kind == .struct || type.kind == .class)
            && (type.attributes.contains(named: "ViewModel") || conformsToViewModel(type))
    }

    /// Whether `name` is declared in the workspace as a FOSMVVM view model.
    static func isViewModel(named name: String, in workspace: WorkspaceSnapshot) -> Bool {
        workspace.declaration(of: name).map { isViewModel($0.type) } ?? false
    }

    /// Whether the view conforms to `ViewModelView`.
    static func isViewModelView(_ type: TypeFact) -> Bool {
        type.inheritedTypes.contains { simpleName($0) == "ViewModelView" }
    }

    /// The declaration of an extended type, or the type itself.
    static func declaration(of type: TypeFact, in workspace: WorkspaceSnapshot) -> TypeFact? {
        type.isExtension ? workspace.declaration(of: type.name)?.type : type
    }
}
