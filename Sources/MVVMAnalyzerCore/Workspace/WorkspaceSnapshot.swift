import Synchronization

/// Everything known about one workspace root: its Swift files' facts, a type index and the
/// localization store. A value: updating a file yields a new snapshot; readers on other
/// threads keep theirs.
public struct WorkspaceSnapshot: Sendable {
    /// The workspace root folder.
    public let root: String
    public private(set) var sourceFiles: [String: SourceFile] = [:]
    public private(set) var localization: LocalizationStore
    private var pathsByTypeName: [String: PathSet] = [:]
    private var pathsByTypeAliasName: [String: PathSet] = [:]
    private var viewDeclarationCounts: [String: Int] = [:]
    /// Qualified names of every type declared as a view (the keys of `viewDeclarationCounts`).
    public private(set) var viewNames: Set<String> = []
    /// The modules files belong to (SwiftPM targets, else folders).
    public private(set) var modules: ModuleMap
    /// Convention evidence per folder, counted over its whole subtree.
    var evidenceByFolder: [String: FolderEvidence] = [:]
    /// Files declaring a convention library's own protocols (see `ConventionEvidence`).
    var libraryDefiningPaths: Set<String> = []
    /// Files and folders a load from disk could not read (see `load(root:jobs:)`).
    public internal(set) var unreadablePaths: [UnreadablePath] = []
    /// Files declaring a view that may pair with a view model, by pairing key
    /// (see `ViewModelPairing.keys(ofView:)`); every struct counts, as an extension in another
    /// file may make it a view (see `isView(_:)`).
    var viewPathsByPairingKey: [String: PathSet] = [:]
    /// How many extensions declare each type name a view (`extension XView: View`), in any file.
    private var viewConformanceCounts: [String: Int] = [:]

    /// Changes whenever a file is added or removed, a localization file changes, or a Swift
    /// file's declarations change (type names, kinds, inheritance, attributes, imports); edits
    /// inside bodies keep it. Unique across snapshots, so it can key caches of derived data.
    public private(set) var declarationsRevision: UInt64 = WorkspaceSnapshot.nextRevision()

    /// Moves with every change (a file added, replaced or removed). Unique across snapshots.
    public private(set) var changeStamp: UInt64 = WorkspaceSnapshot.nextRevision()
    /// Values computed from this state of the snapshot (emptied by every change).
    public private(set) var derived = DerivedValues()
    /// The file every change since `firstStamp` was made to.
    private var latestChanges: (path: String, firstStamp: UInt64)?

    private static let revisions = Atomic<UInt64>(0)

    private static func nextRevision() -> UInt64 {
        revisions.wrappingAdd(1, ordering: .relaxed).newValue
    }

    public init(root: String) {
        self.root = root
        self.modules = ModuleMap(root: root)
        self.localization = LocalizationStore(modules: modules)
    }

    /// Whether, since this snapshot's `changeStamp` was `stamp`, no file but the one at `path`
    /// changed: what a cache of that file's findings needs to know to stay valid.
    public func hasChanged(onlyAt path: String, since stamp: UInt64) -> Bool {
        if stamp == changeStamp { return true }
        guard let latestChanges else { return false }
        return latestChanges.path == path && latestChanges.firstStamp <= stamp
    }

    private mutating func recordChange(at path: String) {
        changeStamp = Self.nextRevision()
        derived = DerivedValues()
        if latestChanges?.path != path { latestChanges = (path, changeStamp) }
    }

    /// Adds or replaces a file: Swift files are reparsed, `*.yml`/`*.yaml` files reread; other
    /// files are ignored. Only this file's facts change. Given the `changes` that made `text`
    /// from the stored text, the Swift file is reparsed incrementally (see `SourceFile.updated`).
    public mutating func update(path: String, text: String, changes: TextChanges? = nil) {
        if path.hasSuffix(".swift") {
            let file: SourceFile
            if let changes, let old = sourceFiles[path], old.text == changes.base {
                file = old.updated(text: text, edits: changes.edits)
            } else {
                file = SourceFile(incrementallyParsing: text, path: path)
            }
            replace(with: file)
        } else if LocalizationStore.accepts(path: path) {
            localization.update(path: path, text: text)
            declarationsRevision = Self.nextRevision()
            recordChange(at: path)
        }
    }

    /// Adds or replaces a Swift file parsed and walked elsewhere.
    public mutating func insert(_ file: SourceFile) {
        replace(with: file)
    }

    /// Forgets a file.
    public mutating func remove(path: String) {
        removeSource(path: path)
        if ModuleMap.isManifest(path), modules.manifests[path] != nil {
            modules.removeManifest(at: path)
            localization.modules = modules
        }
        localization.remove(path: path)
        declarationsRevision = Self.nextRevision()
        recordChange(at: path)
    }

    /// The declarations named `name`, either simply (`ViewModel`) or qualified
    /// (`FooView.ViewModel`), across the workspace, extensions included.
    public func types(named name: String) -> [TypeReference] {
        let paths = pathsByTypeName[name] ?? []
        return paths.sorted().flatMap { path -> [TypeReference] in
            guard let types = sourceFiles[path]?.facts.types else { return [] }
            guard types.count > Self.typesSearchedInOrder else {
                return types.filter { $0.qualifiedName == name || $0.name == name }.map {
                    TypeReference(path: path, type: $0)
                }
            }
            // A file of many types (generated code, a file of a thousand views) is indexed once
            // per state of the workspace rather than searched for every name.
            let indices = derived.value(DerivedValueKey("type indices by name", path)) { Self.typeIndicesByName(types) }
            return (indices[name] ?? []).map { TypeReference(path: path, type: types[$0]) }
        }
    }

    /// How many types a file may declare for `types(named:)` to search them in order.
    private static let typesSearchedInOrder = 32

    /// The indices of `types` by simple and qualified name, in order.
    private static func typeIndicesByName(_ types: [TypeFact]) -> [String: [Int]] {
        var indices: [String: [Int]] = [:]
        for (index, type) in types.enumerated() {
            indices[type.name, default: []].append(index)
            if type.qualifiedName != type.name { indices[type.qualifiedName, default: []].append(index) }
        }
        return indices
    }

    /// The files declaring or extending a type named `name` (simply or qualified), sorted.
    func pathsByTypeName(_ name: String) -> [String] {
        (pathsByTypeName[name] ?? []).sorted()
    }

    /// Where a `typealias` named `name` is declared, preferring the module of the file at `path`.
    public func typeAlias(named name: String, near path: String?) -> SymbolLocation? {
        let locations = (pathsByTypeAliasName[name] ?? []).sorted().flatMap { file in
            (sourceFiles[file]?.facts.typeAliases ?? []).filter { $0.name == name }.map {
                SymbolLocation(path: file, range: $0.nameRange)
            }
        }
        guard locations.count > 1, let path else { return locations.first }
        let module = modules.module(containing: path)
        return locations.first { module.contains($0.path) } ?? locations.first
    }

    /// The declaration (not an extension) of `name`, if the workspace has one.
    public func declaration(of name: String) -> TypeReference? {
        types(named: name).first { !$0.type.isExtension }
    }

    /// Whether `type` is a view: it conforms to `View` (or `ViewModelView`) itself, or it is the
    /// declaration an extension anywhere in the workspace conforms (`extension XView: View`).
    public func isView(_ type: TypeFact) -> Bool {
        type.isView || (!type.isExtension && viewConformanceCounts[type.qualifiedName] != nil)
    }

    /// The views declared (not extended) in the file at `path`, those conformed to `View` by an
    /// extension in another file included.
    public func declaredViews(inFile path: String) -> [TypeFact] {
        (sourceFiles[path]?.facts.types ?? []).filter { !$0.isExtension && isView($0) }
    }

    /// Whether a declaration is indexed for pairing: a view, or a struct an extension in another
    /// file may make one.
    private static func mayBeView(_ type: TypeFact) -> Bool {
        !type.isExtension && (type.isView || type.kind == .struct)
    }

    /// Every `…ViewState` enum in the workspace.
    public var viewStates: [TypeReference] {
        sourceFiles.keys.sorted().flatMap { path in
            sourceFiles[path]!.facts.viewStates.map { TypeReference(path: path, type: $0) }
        }
    }

    /// What of a file `declarationsRevision` follows.
    private static func declarations(of facts: FileFacts) -> [String] {
        facts.imports.map { "import \($0.module)" }
            + facts.types.map { type in
                "\(type.kind) \(type.qualifiedName): \(type.inheritedTypes) \(type.attributes.map(\.name))"
            } + facts.typeAliases.map { "typealias \($0.name) = \($0.target)" }
    }

    /// Replaces (or adds) a Swift file, moving `declarationsRevision` when its declarations changed.
    private mutating func replace(with file: SourceFile) {
        let old = sourceFiles[file.path]
        removeSource(path: file.path)
        add(file)
        recordChange(at: file.path)
        var declarationsChanged =
            old.map { Self.declarations(of: $0.facts) != Self.declarations(of: file.facts) } ?? true
        if ModuleMap.isManifest(file.path), old?.text != file.text {
            modules.setManifest(PackageManifest(path: file.path, tree: file.tree), at: file.path)
            localization.modules = modules
            declarationsChanged = true
        }
        if declarationsChanged { declarationsRevision = Self.nextRevision() }
    }

    private mutating func add(_ file: SourceFile) {
        sourceFiles[file.path] = file
        countEvidence(of: file, sign: 1)
        for alias in file.facts.typeAliases { pathsByTypeAliasName[alias.name, default: []].insert(file.path) }
        for type in file.facts.types {
            pathsByTypeName[type.name, default: []].insert(file.path)
            pathsByTypeName[type.qualifiedName, default: []].insert(file.path)
            if type.isView, !type.isExtension {
                viewDeclarationCounts[type.qualifiedName, default: 0] += 1
                viewNames.insert(type.qualifiedName)
            }
            if type.isView, type.isExtension { viewConformanceCounts[type.name, default: 0] += 1 }
            if Self.mayBeView(type) {
                for key in ViewModelPairing.keys(ofView: type) {
                    viewPathsByPairingKey[key, default: []].insert(file.path)
                }
            }
        }
    }

    private mutating func removeSource(path: String) {
        guard let old = sourceFiles.removeValue(forKey: path) else { return }
        countEvidence(of: old, sign: -1)
        for alias in old.facts.typeAliases {
            pathsByTypeAliasName[alias.name]?.remove(path)
            if pathsByTypeAliasName[alias.name]?.isEmpty == true { pathsByTypeAliasName[alias.name] = nil }
        }
        for type in old.facts.types {
            for name in [type.name, type.qualifiedName] {
                pathsByTypeName[name]?.remove(path)
                if pathsByTypeName[name]?.isEmpty == true { pathsByTypeName[name] = nil }
            }
            if type.isView, !type.isExtension {
                viewDeclarationCounts[type.qualifiedName, default: 0] -= 1
                if viewDeclarationCounts[type.qualifiedName]! <= 0 {
                    viewDeclarationCounts[type.qualifiedName] = nil
                    viewNames.remove(type.qualifiedName)
                }
            }
            if type.isView, type.isExtension {
                viewConformanceCounts[type.name, default: 0] -= 1
                if viewConformanceCounts[type.name]! <= 0 { viewConformanceCounts[type.name] = nil }
            }
            if Self.mayBeView(type) {
                for key in ViewModelPairing.keys(ofView: type) {
                    viewPathsByPairingKey[key]?.remove(path)
                    if viewPathsByPairingKey[key]?.isEmpty == true { viewPathsByPairingKey[key] = nil }
                }
            }
        }
    }

    /// Adds (`sign` 1) or removes (-1) a file's convention evidence in every folder above it.
    /// Files in test and tool folders show nothing about the app's convention.
    private mutating func countEvidence(of file: SourceFile, sign: Int) {
        let evidence = file.conventionEvidence
        if evidence.definesConventionLibrary {
            if sign > 0 { libraryDefiningPaths.insert(file.path) } else { libraryDefiningPaths.remove(file.path) }
        }
        guard evidence.declaresMVVMTypes || evidence.contractMarker != nil,
            ModuleKind.of(folderOfRelativePath: relativeSubpath(file.path)) == .app
        else { return }
        var folder = Substring(file.path)
        // On UTF-8 bytes: `Character` counts and searches walk graphemes.
        while folder.utf8.count > root.utf8.count, let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) {
            folder = folder[..<slash]
            let key = String(folder)
            evidenceByFolder[key, default: FolderEvidence()].add(evidence, sign: sign)
            if evidenceByFolder[key]?.isEmpty == true { evidenceByFolder[key] = nil }
        }
    }
}
