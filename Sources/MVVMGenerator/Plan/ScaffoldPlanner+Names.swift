import MVVMAnalyzerCore

extension ScaffoldPlanner {
    /// Refuses a plan whose files declare a type that hides a SwiftUI, FOSMVVM or Foundation
    /// type, a FOSMVVM catch-all error view model, or a type the workspace declares already (outside the plan's own conflicting files,
    /// which are reported as conflicts). Private and nested types are the file's own business.
    public func checkNames(of plan: ScaffoldPlan) throws(ScaffoldError) {
        let conflicting = Set(plan.conflicts.map { absolute($0.path) })
        for file in plan.files where file.path.hasSuffix(".swift") {
            let facts = SourceAnalyzer.facts(of: SourceAnalyzer.parse(file.contents), path: absolute(file.path))
            for type in facts.types where Self.isVisibleTopLevelDeclaration(type) {
                if let library = LibraryTypeNames.library(declaring: type.name) {
                    throw .shadowsLibraryType(type: type.name, library: library)
                }
                if file.templateID.hasPrefix("fosmvvm."), LibraryTypeNames.genericErrorViewModels.contains(type.name) {
                    throw .genericErrorViewModel(type.name)
                }
                if let existing = snapshot.types(named: type.name).first(where: {
                    Self.isVisibleTopLevelDeclaration($0.type) && !conflicting.contains($0.path)
                }) {
                    throw .typeAlreadyDeclared(
                        type: type.name, path: WorkspaceLayout.relative(existing.path, to: root) ?? existing.path)
                }
            }
        }
    }

    /// A declaration (not an extension) at file scope that other files can see.
    private static func isVisibleTopLevelDeclaration(_ type: TypeFact) -> Bool {
        !type.isExtension && type.parentName == nil && !type.modifiers.contains("private")
            && !type.modifiers.contains("fileprivate")
    }

    private func absolute(_ path: String) -> String {
        root.hasSuffix("/") ? root + path : root + "/" + path
    }
}
