/// Which module each file of a workspace belongs to: the SwiftPM targets of every
/// `Package.swift` under the root, and for files in no target a folder module (the folder
/// above a `Sources`/`Tests` folder, e.g. `Features/Home/Sources`, else the top-level folder,
/// as Xcode projects and Tuist workspaces lay out their code).
public struct ModuleMap: Sendable {
    /// The workspace root (absolute, no trailing slash).
    public let root: String
    /// The manifests read, by path.
    public private(set) var manifests: [String: PackageManifest] = [:]
    /// SwiftPM modules, deepest folder first (so nested targets win over enclosing ones);
    /// worked out when first asked for after the manifests changed, so that reading a
    /// workspace's many manifests sorts them once, not once per manifest.
    public var packageModules: [SwiftModule] {
        packageModuleTable.inOrder
    }

    private var packageModuleTable: PackageModules {
        derived.withLock { derived in
            if let known = derived.packageModules { return known }
            let modules = PackageModules(
                manifests.keys.sorted().flatMap { manifests[$0]!.modules }
                    .sorted { ($0.root.count, $1.name) > ($1.root.count, $0.name) })
            derived.packageModules = modules
            return modules
        }
    }

    /// What is worked out from the manifests: the package modules, and each folder's
    /// placement (every lint asks, for every file). Replaced whenever a manifest changes.
    private struct Derived {
        var packageModules: PackageModules?
        var placements: [Substring: (module: SwiftModule, kind: ModuleKind)] = [:]
    }

    /// The package modules deepest first, and the first of them at each root folder: a file's
    /// module is found by looking its folders up, deepest first, not by trying every module
    /// (a monorepo has hundreds).
    private struct PackageModules {
        let inOrder: [SwiftModule]
        let byRoot: [Substring: SwiftModule]

        init(_ inOrder: [SwiftModule]) {
            self.inOrder = inOrder
            byRoot = Dictionary(inOrder.map { (Substring($0.root), $0) }, uniquingKeysWith: { first, _ in first })
        }

        /// The deepest module whose folder holds `path`.
        func module(containing path: String) -> SwiftModule? {
            if byRoot["/"] != nil { return inOrder.first { $0.contains(path) } } // holds every file
            var folder = Substring(path)
            while let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) {
                folder = folder[..<slash]
                if let module = byRoot[folder] { return module }
            }
            return nil
        }
    }

    private var derived = Locked(Derived())

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
        derived = Locked(Derived())
    }

    /// The module of the file at `path`.
    public func module(containing path: String) -> SwiftModule {
        placement(ofFile: path).module
    }

    /// The kind of the file at `path` by where it lies: its module's kind, or `tests`/`tool`
    /// for a test or tool folder inside an app module.
    public func kind(ofFile path: String) -> ModuleKind {
        placement(ofFile: path).kind
    }

    /// The module of the file at `path` and the file's kind (see `kind(ofFile:)`), found once
    /// per folder.
    public func placement(ofFile path: String) -> (module: SwiftModule, kind: ModuleKind) {
        // The last "/" found on UTF-8 bytes (a search by `Character` walks graphemes).
        let folder = path[..<(path.utf8.lastIndex(of: UInt8(ascii: "/")) ?? path.startIndex)]
        if let known = derived.withLock({ $0.placements[folder] }) { return known }
        let module = packageModuleTable.module(containing: path) ?? folderModule(containing: path)
        let kind =
            module.kind == .app
            ? ModuleKind.of(folderOfRelativePath: RelativePath.subpath(of: path, below: module.root) ?? path[...])
            : module.kind
        derived.withLock { $0.placements[folder] = (module, kind) }
        return (module, kind)
    }

    private static let sourceFolderNames: Set<Substring> = ["Sources", "Source", "src", "Tests"]

    private func folderModule(containing path: String) -> SwiftModule {
        guard let relative = RelativePath.subpath(of: path, below: root) else {
            return SwiftModule(name: lastComponent(of: root), root: root, kind: .app)
        }
        let folders = relative.split(separator: "/").dropLast()
        guard let first = folders.first else {
            return SwiftModule(name: lastComponent(of: root), root: root, kind: .app)
        }
        var moduleFolders = [first]
        if let index = folders.indices.dropFirst().first(where: { Self.sourceFolderNames.contains(folders[$0]) }) {
            moduleFolders = Array(folders[...index])
        }
        let name = moduleFolders.count > 1 ? moduleFolders[moduleFolders.count - 2] : first
        return SwiftModule(
            name: String(name), root: root + "/" + moduleFolders.joined(separator: "/"),
            kind: ModuleKind.of(relativeFolders: moduleFolders))
    }

    private func lastComponent(of folder: String) -> String {
        folder.split(separator: "/").last.map(String.init) ?? folder
    }
}
