/// The phases of a `check` run that take time in proportion to the files.
public enum CheckPhase: String, Sendable {
    /// Reading and parsing every file of a root (cross-file rules need them all).
    case reading
    /// Linting the selected files.
    case linting
}

/// Told how a `check` run advances, to show progress; called from worker threads.
public protocol CheckProgressObserver: Sendable {
    /// `phase` of the root `root` begins with `total` files.
    func begin(_ phase: CheckPhase, root: String, total: Int)
    /// One more file of the current phase is under way.
    func advance()
}
