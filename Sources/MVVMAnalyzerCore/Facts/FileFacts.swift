/// Everything the analyzer knows about one Swift file after one walk of its syntax tree.
public struct FileFacts: Sendable, Hashable {
    public var path: String
    public var imports: [ImportFact] = []
    /// Type declarations and extensions, outer ones before the ones nested in them.
    public var types: [TypeFact] = []
    public var previews: [PreviewFact] = []
    public var suppressions: [SuppressionDirective] = []
    public var operationsCalls: [OperationsCallFact] = []
    public var typeAliases: [TypeAliasFact] = []

    public init(path: String) {
        self.path = path
    }

    /// Whether the file imports `module`.
    public func imports(_ module: String) -> Bool {
        imports.contains { $0.module == module }
    }

    /// The views declared (not extended) in this file.
    public var declaredViews: [TypeFact] {
        types.filter { $0.isView && !$0.isExtension }
    }

    /// Gives a type declared here the view role an extension in this file gives it
    /// (`struct XView { … }` + `extension XView: View { var body … }`, a common way to keep a
    /// view's stored state apart from its body). An extension in another file is the
    /// workspace's to see (`WorkspaceSnapshot.isView(_:)`).
    mutating func addRolesOfConformingExtensions() {
        let conformed = Set(types.filter { $0.isExtension && $0.isView }.map(\.name))
        guard !conformed.isEmpty else { return }
        for index in types.indices where !types[index].isExtension && conformed.contains(types[index].qualifiedName) {
            types[index].roles.insert(.view)
        }
    }

    /// The enums named `…ViewState`.
    public var viewStates: [TypeFact] {
        types.filter { $0.roles.contains(.viewState) }
    }
}

extension FileFacts {
    /// The innermost type whose range holds `offset` (`start <= offset < end`), found by a
    /// binary search: `types` are in source order, each before the types it nests.
    public func innermostType(containing offset: Int) -> TypeFact? {
        var low = 0
        var high = types.count
        while low < high {
            let middle = (low + high) / 2
            if types[middle].range.start <= offset { low = middle + 1 } else { high = middle }
        }
        var index = low - 1
        while index >= 0 {
            if offset < types[index].range.end { return types[index] }
            index -= 1
        }
        return nil
    }
}
