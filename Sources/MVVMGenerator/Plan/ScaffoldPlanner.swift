import MVVMAnalyzerCore

/// Plans scaffolds for one workspace: which files, where, with what contents, and which of
/// them already exist. It reads the disk (folders, existing files) but never writes.
public struct ScaffoldPlanner: Sendable {
    public let root: String
    public let snapshot: WorkspaceSnapshot
    public let overrides: PlacementOverrides
    public let templates: TemplateLibrary
    let layout: WorkspaceLayout

    /// `root` is the workspace folder; `templates` usually `TemplateLibrary(root:)` so user
    /// templates apply.
    public init(
        root: String, snapshot: WorkspaceSnapshot,
        overrides: PlacementOverrides = PlacementOverrides(), templates: TemplateLibrary = TemplateLibrary()
    ) {
        self.root = root
        self.snapshot = snapshot
        self.overrides = overrides
        self.templates = templates
        self.layout = WorkspaceLayout.cached(root: root, snapshot: snapshot)
    }

    /// The files of a new screen (view model, view and their companions), never overwriting.
    /// Unless `checkingNames` is false (`--force-name`), a screen whose types hide library types
    /// or exist already is refused (see `checkNames(of:)`).
    public func plan(_ request: ScaffoldRequest, checkingNames: Bool = true) throws(ScaffoldError) -> ScaffoldPlan {
        let plan: ScaffoldPlan
        switch request.convention {
        case .fosmvvm where request.kind == .request:
            plan = try assemble(fosmvvmRequestFiles(for: request))
        case .fosmvvm where request.kind == .viewModelTest:
            plan = try assemble([fosmvvmViewModelTestSpec(for: request)])
        case .fosmvvm:
            plan = try assemble(fosmvvmScaffoldFiles(for: request))
        case .contract:
            plan = try contractPlan(for: ContractScreen(request: request), configuredImports: request.options.imports)
        }
        if checkingNames { try checkNames(of: plan) }
        return plan
    }

    /// A file to produce before placement.
    struct FileSpec {
        var role: FileRole
        var directory: String
        var fileName: String
        var templateID: String
        var render: () throws(ScaffoldError) -> String
    }

    func spec<T: FileTemplate>(
        _ type: T.Type, _ screen: T.Screen, role: FileRole, directory: String, fileName: String
    ) -> FileSpec {
        FileSpec(role: role, directory: directory, fileName: fileName, templateID: type.template.id) { () throws(ScaffoldError) in
            try templates.render(type, for: screen)
        }
    }

    /// Resolves each file's path inside the root, renders it, and sets aside existing files;
    /// `helpers` say where the APIs the files call come from.
    func assemble(_ specs: [FileSpec], helpers: [SupportHelper] = []) throws(ScaffoldError) -> ScaffoldPlan {
        var plan = ScaffoldPlan(files: [], conflicts: [], helpers: helpers)
        for spec in specs {
            let path = try WorkspacePath.resolve(directory: spec.directory, fileName: spec.fileName, root: root)
            let contents = try spec.render()
            if exists(path) {
                plan.conflicts.append(ScaffoldConflict(path: path, role: spec.role, contents: contents))
            } else {
                plan.files.append(PlannedFile(path: path, role: spec.role, templateID: spec.templateID, contents: contents))
            }
        }
        return plan
    }

    /// Whether `path` exists on disk or as an open document of the snapshot.
    private func exists(_ path: String) -> Bool {
        let absolute = root.hasSuffix("/") ? root + path : root + "/" + path
        return WorkspacePath.exists(path, root: root) || snapshot.sourceFiles[absolute] != nil
            || snapshot.localization.files[absolute] != nil
    }

    func directory(for role: FileRole, name: String, feature: String, inferred: String) -> String {
        overrides.directory(for: role, name: name, feature: feature) ?? inferred
    }
}
