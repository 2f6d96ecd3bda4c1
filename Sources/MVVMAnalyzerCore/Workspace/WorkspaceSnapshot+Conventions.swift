extension WorkspaceSnapshot {
    /// The kind of the module the file at `path` belongs to; `.conventionLibrary` for every
    /// module of a package (or the folder module) that declares a convention library's own
    /// protocols.
    public func moduleKind(ofFile path: String) -> ModuleKind {
        let (module, kind) = modules.placement(ofFile: path)
        guard kind == .app else { return kind }
        let scope = module.packageRoot ?? module.root
        if libraryDefiningPaths.contains(where: { $0.hasPrefix(scope + "/") }) { return .conventionLibrary }
        return .app
    }

    /// Whether the file at `path` is app code (see `ModuleKind`); the rest is not linted by default.
    public func isAppCode(_ path: String) -> Bool {
        moduleKind(ofFile: path) == .app
    }

    /// The convention the file at `path` follows, decided for the smallest scope with strong
    /// evidence (see `ConventionEvidence`): the file itself, the view or view model it pairs
    /// with, then the nearest enclosing folder whose app-code view and view-model files show
    /// one — the feature, the module, or the folder of sibling modules — by majority; plain
    /// when nothing shows one.
    public func conventionDecision(forFile path: String) -> ConventionDecision {
        let decision = namedConventionDecision(forFile: path)
        guard decision.convention == .contract else { return decision }
        // A `…ViewModelContract` name alone is not the contract convention: its module must show
        // one of its own signs.
        let module = modules.module(containing: path)
        var scopes = [module.root]
        if case .pair(let partner) = decision.scope { scopes.append(modules.module(containing: partner).root) }
        guard scopes.allSatisfy({ (evidenceByFolder[$0]?.contractMarkers ?? 0) == 0 }) else { return decision }
        return ConventionDecision(
            convention: .plain, scope: .module(name: module.name),
            reason: "\(decision.reason), but module `\(module.name)` shows none of the contract convention's own signs "
                + "(a `…ViewState` enum, a view's `LocalizedStrings` or `AccessibilityIdentifier` enum)")
    }

    /// The decision from the files' convention evidence, before the contract convention's own
    /// signs are asked for.
    private func namedConventionDecision(forFile path: String) -> ConventionDecision {
        if let file = sourceFiles[path], let convention = file.conventionEvidence.convention {
            return ConventionDecision(convention: convention, scope: .file, reason: file.conventionEvidence.reason!)
        }
        let module = modules.module(containing: path)
        guard let anywhere = evidenceByFolder[modules.root], anywhere.fosmvvm + anywhere.contract > 0 else {
            return ConventionDecision(
                convention: .plain, scope: .module(name: module.name),
                reason: "no FOSMVVM or contract evidence in the workspace's app code")
        }
        if let pair = pairEvidence(forFile: path) { return pair }
        // A SwiftPM target is a scope of its own; a folder module (a project without a
        // manifest) is grouped with its sibling folders, without the packages among them.
        let top = module.packageRoot == nil ? modules.root : module.root
        var folder = Substring(path)
        // On UTF-8 bytes: `Character` counts and searches walk graphemes.
        while folder.utf8.count > top.utf8.count, let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) {
            folder = folder[..<slash]
            var counts = evidenceByFolder[String(folder)] ?? FolderEvidence()
            if module.packageRoot == nil, folder.utf8.count < module.root.utf8.count {
                for target in modules.packageModules where target.root.hasPrefix(folder + "/") {
                    counts.subtract(evidenceByFolder[target.root] ?? FolderEvidence())
                }
            }
            guard counts.fosmvvm + counts.contract > 0 else { continue }
            return decision(forFolder: String(folder), counts: counts)
        }
        return ConventionDecision(
            convention: .plain, scope: .module(name: module.name),
            reason:
                "no FOSMVVM or contract evidence in \(module.packageRoot == nil ? "the workspace's app code" : "target `\(module.name)`")"
        )
    }

    /// The convention of a folder by majority of its view and view-model files.
    public func conventionDecision(forFolder folder: String) -> ConventionDecision {
        var folder = folder
        while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        guard let counts = evidenceByFolder[folder], counts.fosmvvm + counts.contract > 0 else {
            return ConventionDecision(
                convention: .plain, scope: .folder(path: folder),
                reason: "no FOSMVVM or contract evidence")
        }
        return decision(forFolder: folder, counts: counts)
    }

    private func decision(forFolder folder: String, counts: FolderEvidence) -> ConventionDecision {
        let (convention, shown) =
            counts.fosmvvm >= counts.contract ? (Convention.fosmvvm, counts.fosmvvm) : (.contract, counts.contract)
        let share = "\(shown) of \(counts.mvvmFiles) view/view-model files in \(relative(folder))"
        guard shown * 2 >= counts.mvvmFiles else {
            return ConventionDecision(
                convention: .plain, scope: .folder(path: folder),
                reason: "only \(share) show \(convention.rawValue) evidence")
        }
        return ConventionDecision(convention: convention, scope: .folder(path: folder), reason: "\(share) show it")
    }

    /// The decision of a view's view model, or a view model's view, when that file has evidence.
    private func pairEvidence(forFile path: String) -> ConventionDecision? {
        guard let file = sourceFiles[path] else { return nil }
        for type in file.facts.types where !type.isExtension && (type.isView || type.isViewModel) {
            let partners: [TypeReference] =
                type.isView
                ? viewModelCandidates(for: type, in: path).prefix(1).compactMap(\.declaration)
                : views(renderingViewModelOrItsContracts: type, in: path)
            for partner in partners where partner.path != path {
                guard let evidence = sourceFiles[partner.path]?.conventionEvidence, let convention = evidence.convention
                else {
                    continue
                }
                return ConventionDecision(
                    convention: convention, scope: .pair(path: partner.path),
                    reason:
                        "`\(type.name)` pairs with `\(partner.type.name)` in \(relative(partner.path)), which \(evidence.reason!)"
                )
            }
        }
        return nil
    }

    /// `path` below the workspace root, or all of it when it is elsewhere (compared on UTF-8
    /// bytes, without building a string).
    func relativeSubpath(_ path: String) -> Substring {
        RelativePath.subpath(of: path, below: modules.root) ?? path[...]
    }

    /// `path` relative to the workspace root.
    func relative(_ path: String) -> String {
        let base = modules.root
        if path == base { return "the workspace root" }
        return RelativePath.display(path, in: base)
    }
}
