/// All localization YAML of a workspace: the `*.yml` files FOSMVVM loads, and the `*.yaml`
/// files it silently ignores (kept apart so a rule can point at them). FOSMVVM merges the
/// files of one resource bundle, so keys clash only within a module.
public struct LocalizationStore: Sendable {
    /// The modules whose resource bundles group the files.
    public internal(set) var modules: ModuleMap
    /// Loaded `*.yml` files by path.
    public private(set) var files: [String: LocalizationFile] = [:]
    /// `*.yaml` files by path, parsed the same way but not part of the store.
    public private(set) var ignoredYAMLFiles: [String: LocalizationFile] = [:]
    private var entriesByKey: [String: [LocalizationEntry]] = [:]

    public init(modules: ModuleMap) {
        self.modules = modules
    }

    /// Whether `path` names a file this store reads.
    public static func accepts(path: String) -> Bool {
        path.hasSuffix(".yml") || path.hasSuffix(".yaml")
    }

    /// Adds or replaces the file at `path`.
    public mutating func update(path: String, text: String) {
        remove(path: path)
        let file = LocalizationFile(path: path, text: text)
        if path.hasSuffix(".yaml") {
            ignoredYAMLFiles[path] = file
            return
        }
        files[path] = file
        for entry in file.entries {
            entriesByKey[Self.lookupKey(entry.locale, entry.typeName, entry.property), default: []].append(entry)
        }
    }

    public mutating func remove(path: String) {
        ignoredYAMLFiles[path] = nil
        guard let old = files.removeValue(forKey: path) else { return }
        for entry in old.entries {
            let key = Self.lookupKey(entry.locale, entry.typeName, entry.property)
            entriesByKey[key]?.removeAll { $0.path == path }
            if entriesByKey[key]?.isEmpty == true { entriesByKey[key] = nil }
        }
    }

    /// Every definition of `<locale>.<typeName>.<property>` (locale compared case-insensitively).
    public func entries(locale: String, typeName: String, property: String) -> [LocalizationEntry] {
        entriesByKey[Self.lookupKey(locale.lowercased(), typeName, property)] ?? []
    }

    /// Keys defined more than once in one module's bundle, each with all its definitions there,
    /// ordered by key.
    public var duplicateKeys: [[LocalizationEntry]] {
        entriesByKey.values.filter { $0.count > 1 }
            .flatMap { entries in
                Dictionary(grouping: entries) { modules.module(containing: $0.path).root }.values.filter {
                    $0.count > 1
                }
            }
            .sorted { ($0[0].key, $0[0].path) < ($1[0].key, $1[0].path) }
    }

    /// The locales present in the store, lowercased and sorted.
    public var locales: [String] {
        Array(Set(files.values.flatMap { $0.entries.map(\.locale) })).sorted()
    }

    private static func lookupKey(_ locale: String, _ typeName: String, _ property: String) -> String {
        "\(locale)\u{1F}\(typeName)\u{1F}\(property)"
    }
}
