/// A value derived from a workspace, kept per workspace root for one state of it (a revision
/// or change stamp of its snapshot) and computed again when that state moves on: for answers
/// that read every file but are asked on every request (scaffold code actions, code lenses).
public final class WorkspaceStateCache<Value: Sendable>: Sendable {
    private let entries = Locked<[String: (revision: UInt64, value: Value)]>([:])

    public init() {}

    /// The value for `root` at `revision`, computed by `compute` unless already known.
    public func value(root: String, revision: UInt64, _ compute: () -> Value) -> Value {
        if let entry = entries.withLock({ $0[root] }), entry.revision == revision { return entry.value }
        let value = compute()
        entries.withLock { $0[root] = (revision, value) }
        return value
    }
}
