/// Which module each file of a workspace belongs to: the SwiftPM targets of every
/// `Package.swift` under the root, and for files in no target a folder module (the folder
/// above a `Sources`/`Tests` folder, e.g. `Features/Home/Sources`, else the top-level folder,
/// as Xcode projects and Tuist workspaces lay out their code).
public struct ModuleMap: Sendable {
    /// The workspace root (absolute, no trailing slash).
    public let root: String
    /// The manifests read, by path.
    public private(set) var manifests: [String: PackageManifest] = [:]
    /// SwiftPM modules, deepest folder first (so nested targets win over enclosing ones).
    public private(set) var packageModules: [SwiftModule] = []
    /// Modules already looked up, by folder: every lint asks, for every file.
    private var lookups = Locked<[Substring: SwiftModule]>([:])

    public init(root: String) {
        var root = root
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        self.root = root
    }

    /// Whether `path` is a manifest this map reads.
    public static func isManifest(_ path: String) -> Bool {
        path.hasSuffix("/Package.swift")
    }

    /// Adds or replaces the manifest at `path`.
    public mutating func setManifest(_ manifest: PackageManifest, at path: String) {
        manifests[path] = manifest
        rebuild()
    }

    /// Forgets the manifest at `path`.
    public mutating func removeManifest(at path: String) {
        guard manifests.removeValue(forKey: path) != nil else { return }
        rebuild()
    }

    private mutating func rebuild() {
        lookups = Locked([:])
        packageModules = manifests.keys.sorted().flatMap { manifests[$0]!.modules }
            .sorted { ($0.root.count, $1.name) > ($1.root.count, $0.name) }
    }

    /// The module of the file at `path`.
    public func module(containing path: String) -> SwiftModule {
        let folder = path[..<(path.lastIndex(of: "/") ?? path.startIndex)]
        if let known = lookups.withLock({ $0[folder] }) { return known }
        let module = packageModules.first(where: { $0.contains(path) }) ?? folderModule(containing: path)
        lookups.withLock { $0[folder] = module }
        return module
    }

    /// The kind of the file at `path` by where it lies: its module's kind, or `tests`/`tool`
    /// for a test or tool folder inside an app module.
    public func kind(ofFile path: String) -> ModuleKind {
        placement(ofFile: path).kind
    }

    /// The module of the file at `path` and the file's kind (see `kind(ofFile:)`), found once.
    public func placement(ofFile path: String) -> (module: SwiftModule, kind: ModuleKind) {
        let module = module(containing: path)
        guard module.kind == .app else { return (module, module.kind) }
        return (module, ModuleKind.of(relativeFolders: path.dropFirst(module.root.count + 1).split(separator: "/").dropLast()))
    }

    private static let sourceFolderNames: Set<Substring> = ["Sources", "Source", "src", "Tests"]

    private func folderModule(containing path: String) -> SwiftModule {
        guard path.hasPrefix(root + "/") else {
            return SwiftModule(name: lastComponent(of: root), root: root, kind: .app)
        }
        let folders = path.dropFirst(root.count + 1).split(separator: "/").dropLast()
        guard let first = folders.first else {
            return SwiftModule(name: lastComponent(of: root), root: root, kind: .app)
        }
        var moduleFolders = [first]
        if let index = folders.indices.dropFirst().first(where: { Self.sourceFolderNames.contains(folders[$0]) }) {
            moduleFolders = Array(folders[...index])
        }
        let name = moduleFolders.count > 1 ? moduleFolders[moduleFolders.count - 2] : first
        return SwiftModule(name: String(name), root: root + "/" + moduleFolders.joined(separator: "/"),
                           kind: ModuleKind.of(relativeFolders: moduleFolders))
    }

    private func lastComponent(of folder: String) -> String {
        folder.split(separator: "/").last.map(String.init) ?? folder
    }
}
