/// Where an API the plan's code calls (`SupportAPI`) comes from: the workspace's own
/// declaration, or a file the plan writes because the workspace has none.
public struct SupportHelper: Sendable, Hashable {
    public enum Source: Sendable, Hashable {
        /// Declared in the workspace by the file at `path` (relative to the root), in `module`.
        case declared(path: String, module: String)
        /// Declared by the plan's file at `path` (relative to the root).
        case generated(path: String)
    }

    public var api: SupportAPI
    public var source: Source

    public init(api: SupportAPI, source: Source) {
        self.api = api
        self.source = source
    }

    /// One line for people: what the code calls and where it comes from.
    public var summary: String {
        switch source {
        case .declared(let path, let module):
            "\(api.signature): uses the workspace's declaration in \(path) (module \(module))"
        case .generated(let path):
            "\(api.signature): the workspace declares none; generated in \(path)"
        }
    }
}
