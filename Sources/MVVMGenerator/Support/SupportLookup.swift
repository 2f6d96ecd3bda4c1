import MVVMAnalyzerCore

/// Reads a workspace's app code for what contract views need beyond SwiftUI: where it declares
/// a `SupportAPI`, and which modules its views import.
struct SupportLookup: Sendable {
    /// A declaration found in the workspace.
    struct Declaration: Equatable {
        /// The file's absolute path.
        var path: String
        var module: SwiftModule
    }

    /// A declaration of an API, and the access level it was written with.
    private struct Candidate: Sendable {
        var declaration: Declaration
        var access: AccessLevel?
    }

    /// Per API, the app files (not tests, tools or a convention's library) declaring it.
    private let candidates: [SupportAPI: [Candidate]]
    /// Per module name, the imports of each app file declaring a view that holds a `viewModel`.
    private let viewImportsByModule: [String: [Set<String>]]

    /// Reads every app file once; the lookups then touch only what they need.
    private init(snapshot: WorkspaceSnapshot) {
        var candidates: [SupportAPI: [Candidate]] = [:]
        var viewImports: [String: [Set<String>]] = [:]
        for file in snapshot.sourceFiles.values {
            let placement = snapshot.modules.placement(ofFile: file.path)
            guard placement.kind == .app else { continue }
            for api in SupportAPI.allCases {
                for type in file.facts.types where type.isExtension && TypeName.base(of: type.name) == api.extendedType
                {
                    for member in type.members
                    where member.kind == .function && !member.isStatic && member.name == api.rawValue
                        && member.parameterLabels.count == api.parameterCount
                    {
                        candidates[api, default: []].append(
                            Candidate(
                                declaration: Declaration(path: file.path, module: placement.module),
                                access: member.accessLevel ?? type.accessLevel))
                    }
                }
            }
            if file.facts.declaredViews.contains(where: { $0.property(named: "viewModel") != nil }) {
                viewImports[placement.module.name, default: []].append(Set(file.facts.imports.map(\.module)))
            }
        }
        self.candidates = candidates
        self.viewImportsByModule = viewImports
    }

    /// The lookup of `snapshot`, built once per state of its declarations (scaffold code
    /// actions ask on every request).
    static func of(_ snapshot: WorkspaceSnapshot) -> SupportLookup {
        cache.value(root: snapshot.root, revision: snapshot.declarationsRevision) { SupportLookup(snapshot: snapshot) }
    }

    private static let cache = WorkspaceStateCache<SupportLookup>()

    /// The declaration of `api` (a function of its name and parameter count in an extension of
    /// its type) that code in `module` can call: one in the same target first, else a public
    /// one (or `package` in the same package) in another module.
    func declaration(of api: SupportAPI, usableFrom module: SwiftModule) -> Declaration? {
        let found = (candidates[api] ?? [])
            .filter { Self.isVisible($0.access, from: $0.declaration.module, in: module) }
            .map(\.declaration)
        let sameTarget = found.filter { Self.areSameTarget($0.module, module) }
        return (sameTarget.isEmpty ? found : sameTarget).min { $0.path < $1.path }
    }

    private static func isVisible(_ access: AccessLevel?, from declaring: SwiftModule, in module: SwiftModule) -> Bool {
        if access == .private || access == .fileprivate { return false }
        if areSameTarget(declaring, module) { return true }
        switch access {
        case .public, .open: return true
        case .package: return declaring.packageRoot != nil && declaring.packageRoot == module.packageRoot
        default: return false
        }
    }

    /// Whether code in `first` and `second` compiles as one module: the same module, or two
    /// folders outside any SwiftPM target (an Xcode target spans folders, so they are taken as one).
    static func areSameTarget(_ first: SwiftModule, _ second: SwiftModule) -> Bool {
        first.name == second.name || (first.packageRoot == nil && second.packageRoot == nil)
    }

    /// The modules every view of `module` holding a `viewModel` imports (the project's standard
    /// imports, e.g. `MyAppCommon`, `MyAppDesignSystem`), without SwiftUI, sorted.
    func modulesImported(byViewsOf module: SwiftModule) -> [String] {
        let imports = viewImportsByModule[module.name] ?? []
        guard let first = imports.first else { return [] }
        return imports.dropFirst().reduce(first) { $0.intersection($1) }.subtracting(["SwiftUI", module.name]).sorted()
    }
}
