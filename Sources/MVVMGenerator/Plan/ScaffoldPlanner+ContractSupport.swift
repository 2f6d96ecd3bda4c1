import MVVMAnalyzerCore

extension ScaffoldPlanner {
    /// What a contract view needs beyond SwiftUI, resolved against the workspace.
    struct ContractSupport {
        /// The app modules the view imports (without SwiftUI), sorted.
        var imports: [String]
        /// The helper files to write, for the helpers the workspace lacks.
        var files: [FileSpec]
        /// Where each helper the view calls comes from.
        var helpers: [SupportHelper]
    }

    /// The imports of a view written to `viewDirectory` (`configuredImports`, else those every
    /// existing contract view of its module has) and, for each helper it calls, the workspace's
    /// usable declaration (its module imported when it is another target) or a helper file in
    /// the `support` folder (public and imported when that folder is another SwiftPM target).
    func contractSupport(for screen: ContractScreen, viewDirectory: String, configuredImports: [String]?)
        -> ContractSupport
    {
        let lookup = SupportLookup.of(snapshot)
        let viewModule = module(ofDirectory: viewDirectory)
        var imports = configuredImports ?? lookup.modulesImported(byViewsOf: viewModule)
        var files: [FileSpec] = []
        var helpers: [SupportHelper] = []
        for api in screen.supportAPIs {
            if let declaration = lookup.declaration(of: api, usableFrom: viewModule) {
                if !SupportLookup.areSameTarget(declaration.module, viewModule) {
                    imports.append(declaration.module.name)
                }
                let path = WorkspaceLayout.relative(declaration.path, to: root) ?? declaration.path
                helpers.append(SupportHelper(api: api, source: .declared(path: path, module: declaration.module.name)))
                continue
            }
            // Beside the view where the workspace has screens: no folder of its own is made up.
            let directory = self.directory(
                for: .support, name: screen.name, feature: screen.module, fileName: api.fileName,
                inferred: placement == nil ? layout.contractDirectory(for: .support, name: screen.name) : viewDirectory
            )
            let helperModule = module(ofDirectory: directory)
            let isElsewhere = !SupportLookup.areSameTarget(helperModule, viewModule)
            if isElsewhere { imports.append(helperModule.name) }
            let file = SupportFile(api: api, isPublic: isElsewhere)
            files.append(supportSpec(for: file, directory: directory))
            // The path as `assemble` writes it, which also refuses it if it is unsafe.
            let path = (directory.split(separator: "/") + [Substring(api.fileName)]).joined(separator: "/")
            helpers.append(SupportHelper(api: api, source: .generated(path: path)))
        }
        return ContractSupport(
            imports: Set(imports).subtracting(["SwiftUI", viewModule.name]).sorted(), files: files, helpers: helpers)
    }

    private func supportSpec(for file: SupportFile, directory: String) -> FileSpec {
        switch file.api {
        case .localized:
            spec(
                ContractLocalizedHelperTemplate.self, file, role: .support, directory: directory,
                fileName: file.api.fileName)
        case .onFirstAppear:
            spec(
                ContractOnFirstAppearHelperTemplate.self, file, role: .support, directory: directory,
                fileName: file.api.fileName)
        }
    }

    /// The module a file written to `directory` (relative to the root) belongs to.
    func module(ofDirectory directory: String) -> SwiftModule {
        let folder = root.hasSuffix("/") ? root + directory : root + "/" + directory
        return snapshot.modules.module(containing: folder + "/File.swift")
    }
}
