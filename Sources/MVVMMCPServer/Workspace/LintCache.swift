import MVVMOperations

/// The findings of the files linted in one state of the served workspace, reused while the
/// state holds: `check` and `fix` on an unchanged workspace lint nothing again. Any change of a
/// file or of the configuration starts it afresh, since a cross-file rule's finding in one file
/// can depend on another.
struct LintCache: Sendable {
    private var state: RefreshableWorkspace.State?
    private var findingsByPath: [String: [FindingWithLines]] = [:]

    /// The findings of `workspace`'s selected files in `state`, in the order
    /// `DiskWorkspace.lint` gives them; only files not linted in this state yet are linted,
    /// `jobs` at a time.
    mutating func findings(of workspace: DiskWorkspace, in state: RefreshableWorkspace.State, jobs: Int)
        -> [FindingWithLines]
    {
        if state != self.state {
            self.state = state
            findingsByPath = [:]
        }
        let unlinted = workspace.selectedPaths.filter { findingsByPath[$0] == nil }
        if !unlinted.isEmpty {
            // A rule reports only in the file it lints, so findings group by their path.
            let linted = Dictionary(
                grouping: workspace.narrowed(toFiles: Set(unlinted)).lint(jobs: jobs), by: \.finding.path)
            for path in unlinted { findingsByPath[path] = linted[path] ?? [] }
        }
        return workspace.selectedPaths.flatMap { findingsByPath[$0] ?? [] }
    }
}
