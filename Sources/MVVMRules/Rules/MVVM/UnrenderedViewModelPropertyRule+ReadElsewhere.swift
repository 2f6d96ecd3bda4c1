import MVVMAnalyzerCore

/// Reads of a view model's properties outside the views that render it.
extension UnrenderedViewModelPropertyRule {
    /// Names of `viewModel`'s stored properties read as `.name` (or `\.name`) in app code outside
    /// the view model itself, in files that name the view model's type outside its declaration
    /// and declare a view, an `App` or a `Scene` (the app's loading scene, a second view holding
    /// the view model under another name). Only files whose bytes name the type are parsed.
    static func membersReadOutside(_ viewModel: TypeFact, in context: RuleContext) -> Set<String> {
        let names = Set(viewModel.storedProperties.map(\.name))
        let own = context.workspace.types(named: viewModel.qualifiedName)
        let typeName = Array(viewModel.name.utf8)
        var found: Set<String> = []
        for stored in context.workspace.files(naming: viewModel.name)
        where context.workspace.isAppCode(stored.path)
            && stored.facts.types.contains(where: { type in
                type.isView || type.inheritedTypes.contains { $0 == "App" || $0 == "Scene" }
            })
        {
            let outside = own.filter { $0.path == stored.path }.map(\.type.range)
            let whole = ByteRange(start: 0, end: stored.lines.bytes.count)
            // The bytes first: where the type is declared, its declaration names it once.
            let needed = outside.isEmpty ? 1 : 2
            guard IdentifierBytes.count(typeName, in: stored.lines.bytes, within: whole, upTo: needed) == needed else {
                continue
            }
            let file = stored.withTree()
            let namesType = IdentifierOccurrences.find([viewModel.name], in: file).contains { occurrence in
                !outside.contains { $0.contains(occurrence.range) }
            }
            guard namesType else { continue }
            found.formUnion(ReadMemberNames.find(in: file.tree, outside: outside).intersection(names))
        }
        return found
    }
}
