import MVVMAnalyzerCore

/// Plans scaffolds for one workspace: which files, where, with what contents, and which of
/// them already exist. It reads the disk (folders, existing files) but never writes.
public struct ScaffoldPlanner: Sendable {
    public let root: String
    public let snapshot: WorkspaceSnapshot
    public let overrides: PlacementOverrides
    public let templates: TemplateLibrary
    let layout: WorkspaceLayout
    /// Where the screens nearest the request's anchor keep their files; nil in a workspace
    /// without screens, and for a FOSMVVM screen of a named feature (`layout` places both).
    var placement: LearnedPlacement?

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
        let planner = placed(
            name: request.name, anchor: request.options.anchor,
            learning: !(request.convention == .fosmvvm && request.isFeatureGiven),
            makingFolders: request.convention != .plain)
        let plan: ScaffoldPlan
        switch request.convention {
        case .fosmvvm where request.kind == .request:
            plan = try planner.assemble(planner.fosmvvmRequestFiles(for: request))
        case .fosmvvm where request.kind == .viewModelTest:
            plan = try planner.assemble([planner.fosmvvmViewModelTestSpec(for: request)])
        case .fosmvvm:
            plan = try planner.assemble(planner.fosmvvmScaffoldFiles(for: request))
        case .contract:
            plan = try planner.contractPlan(
                for: ContractScreen(request: request), configuredImports: request.options.imports)
        case .plain:
            plan = try planner.plainPlan(for: request)
        }
        if checkingNames { try checkNames(of: plan) }
        return plan
    }

    /// This planner placing screen `name`'s files where the screens nearest `anchor` keep
    /// theirs (`learning`), else by the convention's layout; in folders that exist only, unless
    /// `makingFolders` (a folder of the screen's own where the app gives each screen one).
    func placed(name: String, anchor: String?, learning: Bool, makingFolders: Bool = true) -> ScaffoldPlanner {
        var planner = self
        planner.placement =
            learning
            ? LearnedPlacement(
                catalog: .cached(root: root, snapshot: snapshot), snapshot: snapshot, root: root, anchor: anchor,
                name: name, makesFolders: makingFolders)
            : nil
        return planner
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
        FileSpec(role: role, directory: directory, fileName: fileName, templateID: type.template.id) {
            () throws(ScaffoldError) in
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
                plan.files.append(
                    PlannedFile(path: path, role: spec.role, templateID: spec.templateID, contents: contents))
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

    /// The folder of a file: configured, else where the nearest screens keep that kind of file
    /// (or, for a file that lives with the screen, beside its view model), else `inferred`.
    func directory(for role: FileRole, name: String, feature: String, fileName: String, inferred: String) -> String {
        if let configured = overrides.directory(for: role, name: name, feature: feature) { return configured }
        guard let placement else { return inferred }
        if let learned = placement.directory(forFileNamed: fileName, isTest: false, screenName: name) { return learned }
        return role.livesWithTheScreen ? placement.screenFolder(for: role, screenName: name) ?? inferred : inferred
    }

    /// The folder of a test file, like `directory(for:…)`; nil where the workspace's screens
    /// have no tests of its kind: the app does not test that way, or not in a module that exists.
    func testDirectory(for role: FileRole, name: String, feature: String, fileName: String, inferred: String) -> String?
    {
        if let configured = overrides.directory(for: role, name: name, feature: feature) { return configured }
        guard let placement else { return inferred }
        return placement.directory(forFileNamed: fileName, isTest: true, screenName: name)
    }
}
