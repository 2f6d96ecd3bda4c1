/// The keys of one localization YAML file, or the problem that kept it from being read.
public struct LocalizationFile: Sendable {
    public var path: String
    public var entries: [LocalizationEntry]
    /// Set when the file is not valid YAML; `entries` is then empty.
    public var problem: YAMLProblem?
    /// The file's line table, to turn key ranges into lines for diagnostics.
    public var lines: LineTable

    /// Reads `text`, the content of the file at `path`, as `<locale>: <Type>: <property>: …`.
    public init(path: String, text: String) {
        self.path = path
        self.lines = LineTable(text)
        do {
            let root = try YAMLReader.read(text)
            self.entries = Self.entries(of: root, path: path)
            self.problem = nil
        } catch {
            self.entries = []
            self.problem = error
        }
    }

    private static func entries(of root: YAMLValue?, path: String) -> [LocalizationEntry] {
        guard let locales = root?.pairs else { return [] }
        return locales.flatMap { locale in
            (locale.value.pairs ?? []).flatMap { type in
                (type.value.pairs ?? []).map { property in
                    LocalizationEntry(
                        locale: locale.key.lowercased(), typeName: type.key, property: property.key,
                        path: path, keyRange: property.keyRange,
                        text: property.value.string
                            ?? property.value.elements?.compactMap(\.string).joined(separator: "\n")
                    )
                }
            }
        }
    }
}
