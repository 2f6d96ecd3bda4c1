import MVVMAnalyzerCore

extension ScaffoldPlanner {
    /// "Create View for `XViewModel`": reads the view model from the snapshot, picks the
    /// convention and category, and plans the view next to its siblings (FOSMVVM:
    /// `Sources/{ViewsTarget}/{Feature}/`, the feature being the view model's folder;
    /// contract: the `Views` folder beside the view model's `ViewModels` folder).
    /// `options` supply the contract view style, preview choice and imports, and the FOSMVVM
    /// version; a contract view comes with the helpers it calls that the workspace lacks.
    public func planView(forViewModel typeName: String, options: ScaffoldOptions = ScaffoldOptions())
        throws(ScaffoldError) -> InferredView
    {
        guard let reference = snapshot.declaration(of: typeName) ?? snapshot.declaration(of: typeName + "ViewModel")
        else {
            throw .viewModelNotFound(typeName)
        }
        let name = try SwiftIdentifier.screenName(reference.type.name, role: "view model name")
        let relativePath = WorkspaceLayout.relative(reference.path, to: root) ?? ""
        let folders = relativePath.split(separator: "/").dropLast().map(String.init)
        // The view goes where the screens nearest the view model keep their views.
        let planner = placed(name: name, anchor: relativePath.isEmpty ? nil : relativePath, learning: true)
        let viewFile = name + "View.swift"
        if isFOSMVVM(reference.type) {
            let target = folders.count >= 2 && folders[0] == "Sources" ? folders[1] : layout.viewModelsTarget
            let feature = folders.count >= 3 && folders[0] == "Sources" ? folders[2] : name
            let screen = FOSMVVMScreen(
                inferring: reference, name: name, feature: feature,
                viewModelsModule: target, viewsModule: layout.viewsTarget, version: options.fosmvvmVersion,
                snapshot: snapshot
            )
            let directory = planner.directory(
                for: .view, name: name, feature: feature, fileName: viewFile,
                inferred: layout.fosmvvmDirectory(for: .view, feature: feature, hosting: screen.hosting)
            )
            return try checked(
                InferredView(
                    convention: .fosmvvm, kind: screen.kind,
                    plan: try assemble([fosmvvmViewSpec(for: screen, directory: directory)])))
        }
        let contract = snapshot.declaration(of: name + "ViewModelContract")
        guard contract != nil || reference.type.property(named: "state") != nil else {
            throw .unrecognizedViewModel(reference.type.name)
        }
        let viewModel =
            reference.type.kind == .protocol ? (snapshot.declaration(of: name + "ViewModel") ?? reference) : reference
        var screen = ContractScreen(
            inferring: viewModel, contract: contract, name: name, options: options, snapshot: snapshot)
        let sibling = folders.last == "ViewModels" ? (folders.dropLast() + ["Views"]).joined(separator: "/") : nil
        let directory = planner.directory(
            for: .view, name: name, feature: name, fileName: viewFile,
            inferred: sibling ?? layout.contractDirectory(for: .view, name: name)
        )
        let support = planner.contractSupport(for: screen, viewDirectory: directory, configuredImports: options.imports)
        screen.imports = support.imports
        return try checked(
            InferredView(
                convention: .contract, kind: screen.isStateful ? .stateful : .stateless,
                plan: try assemble(
                    [contractViewSpec(for: screen, directory: directory)] + support.files, helpers: support.helpers)
            ))
    }

    /// `view` once its names pass `checkNames(of:)`.
    private func checked(_ view: InferredView) throws(ScaffoldError) -> InferredView {
        try checkNames(of: view.plan)
        return view
    }

    func isFOSMVVM(_ type: TypeFact) -> Bool {
        type.attributes.contains(named: "ViewModel") || type.inherits("ViewModel")
            || type.inherits("RequestableViewModel")
    }
}
