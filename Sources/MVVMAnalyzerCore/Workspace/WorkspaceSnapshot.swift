/// Everything known about one workspace root: its Swift files' facts, a type index and the
/// localization store. A value: updating a file yields a new snapshot; readers on other
/// threads keep theirs.
public struct WorkspaceSnapshot: Sendable {
    /// The workspace root folder.
    public let root: String
    public private(set) var sourceFiles: [String: SourceFile] = [:]
    public private(set) var localization = LocalizationStore()
    private var pathsByTypeName: [String: Set<String>] = [:]
    private var viewDeclarationCounts: [String: Int] = [:]
    private var signalsByPath: [String: ConventionSignals] = [:]

    public init(root: String) {
        self.root = root
    }

    /// Adds or replaces a file: Swift files are reparsed, `*.yml`/`*.yaml` files reread; other
    /// files are ignored. Only this file's facts change.
    public mutating func update(path: String, text: String) {
        if path.hasSuffix(".swift") {
            removeSource(path: path)
            add(SourceFile(path: path, text: text))
        } else if LocalizationStore.accepts(path: path) {
            localization.update(path: path, text: text)
        }
    }

    /// Adds or replaces a Swift file parsed and walked elsewhere.
    public mutating func insert(_ file: SourceFile) {
        removeSource(path: file.path)
        add(file)
    }

    /// Forgets a file.
    public mutating func remove(path: String) {
        removeSource(path: path)
        localization.remove(path: path)
    }

    /// The declarations named `name`, either simply (`ViewModel`) or qualified
    /// (`FooView.ViewModel`), across the workspace, extensions included.
    public func types(named name: String) -> [TypeReference] {
        let paths = pathsByTypeName[name] ?? []
        return paths.sorted().flatMap { path in
            (sourceFiles[path]?.facts.types ?? [])
                .filter { $0.qualifiedName == name || $0.name == name }
                .map { TypeReference(path: path, type: $0) }
        }
    }

    /// The declaration (not an extension) of `name`, if the workspace has one.
    public func declaration(of name: String) -> TypeReference? {
        types(named: name).first { !$0.type.isExtension }
    }

    /// Qualified names of every type declared as a view.
    public var viewNames: Set<String> {
        Set(viewDeclarationCounts.keys)
    }

    /// Every `…ViewState` enum in the workspace.
    public var viewStates: [TypeReference] {
        sourceFiles.keys.sorted().flatMap { path in
            sourceFiles[path]!.facts.viewStates.map { TypeReference(path: path, type: $0) }
        }
    }

    /// The convention the files show (see `ConventionSignals`).
    public var detectedConvention: Convention {
        ConventionDetector.detect(
            fosmvvmFiles: signalsByPath.values.filter(\.fosmvvm).count,
            contractFiles: signalsByPath.values.filter(\.contract).count
        )
    }

    private mutating func add(_ file: SourceFile) {
        sourceFiles[file.path] = file
        signalsByPath[file.path] = ConventionSignals(file.facts)
        for type in file.facts.types {
            pathsByTypeName[type.name, default: []].insert(file.path)
            pathsByTypeName[type.qualifiedName, default: []].insert(file.path)
            if type.isView, !type.isExtension { viewDeclarationCounts[type.qualifiedName, default: 0] += 1 }
        }
    }

    private mutating func removeSource(path: String) {
        guard let old = sourceFiles.removeValue(forKey: path) else { return }
        signalsByPath[path] = nil
        for type in old.facts.types {
            for name in [type.name, type.qualifiedName] {
                pathsByTypeName[name]?.remove(path)
                if pathsByTypeName[name]?.isEmpty == true { pathsByTypeName[name] = nil }
            }
            if type.isView, !type.isExtension {
                viewDeclarationCounts[type.qualifiedName, default: 0] -= 1
                if viewDeclarationCounts[type.qualifiedName]! <= 0 { viewDeclarationCounts[type.qualifiedName] = nil }
            }
        }
    }
}
