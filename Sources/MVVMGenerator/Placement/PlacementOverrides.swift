/// Folders chosen by configuration, one per file role, relative to the workspace root.
/// `{Name}` and `{Feature}` in a folder are replaced by the request's values, e.g.
/// `Sources/App/{Feature}/Views`. Roles without an entry are placed by inference.
public struct PlacementOverrides: Sendable, Hashable {
    public var directories: [FileRole: String]

    public init(_ directories: [FileRole: String] = [:]) {
        self.directories = directories
    }

    func directory(for role: FileRole, name: String, feature: String) -> String? {
        directories[role].map {
            $0.replacingOccurrences(of: "{Name}", with: name).replacingOccurrences(of: "{Feature}", with: feature)
        }
    }
}
