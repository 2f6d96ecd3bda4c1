import Foundation
import MVVMAnalyzerCore
import MVVMOperations

/// The workspace `mvvm-lsp mcp` serves. It is kept warm between calls (`RefreshableWorkspace`) and
/// brought up to date with the disk at the start of each, so a call sees the edits an agent made
/// since the last one; findings are kept for as long as neither files nor configuration change.
final class MCPWorkspace: Sendable {
    let root: WorkspaceRoot
    /// Files analysed at once.
    let jobs: Int
    private let kept = Locked(Kept())

    /// What is kept between calls: nothing until the first call reads the workspace.
    private struct Kept: Sendable {
        var workspace: RefreshableWorkspace?
        var findings = LintCache()
    }

    init(root: WorkspaceRoot, jobs: Int) {
        self.root = root
        self.jobs = jobs
    }

    /// `path` (relative to the root, or absolute inside it) as an absolute path.
    func absolutePath(_ path: String) throws(ToolFailure) -> String {
        do {
            return try root.absolutePath(path)
        } catch {
            throw .failed(error.description)
        }
    }

    /// The workspace as it is on disk now, whatever its configuration says (for navigation and
    /// explanations).
    func read() -> DiskWorkspace {
        kept.withLock { current(&$0).workspace }
    }

    /// `check` on the workspace as it is on disk now, reusing the findings kept for its
    /// state (`LintCache`), and the workspace it ran on. `paths` (files or folders) narrows the
    /// files linted, not the files read, so cross-file rules see the whole workspace.
    /// Configuration errors fail the call (warnings, such as a malformed `.fosmvvm-review.yml`,
    /// do not).
    func check(paths: [String], baseline: BaselineChoice, filter: FindingFilter = .everything)
        throws(ToolFailure) -> (outcome: CheckOutcome, workspace: DiskWorkspace)
    {
        var selection: [String] = []
        for path in paths {
            let absolute = try absolutePath(path)
            guard FileManager.default.fileExists(atPath: absolute) else {
                throw .failed("No such file or folder: \(path)")
            }
            selection.append(absolute)
        }
        let run = CheckRun(
            CheckOptions(
                paths: selection, root: root.path, baseline: baseline, filter: filter, jobs: jobs,
                reportPathsRelativeTo: root.path))
        return try kept.withLock {
            (kept: inout Kept) throws(ToolFailure) -> (outcome: CheckOutcome, workspace: DiskWorkspace) in
            let warm = current(&kept)
            do throws(CheckRunError) {
                let outcome = try run.run(on: warm.workspace) {
                    kept.findings.findings(of: $0, in: warm.state, jobs: jobs)
                }
                return (outcome, warm.workspace)
            } catch {
                throw .failed(error.description)
            }
        }
    }

    /// The kept workspace brought up to date with the disk (read whole on the first call).
    private func current(_ kept: inout Kept) -> RefreshableWorkspace {
        var warm: RefreshableWorkspace
        if let previous = kept.workspace.take() {
            warm = previous
            warm.refresh(jobs: jobs)
        } else {
            warm = RefreshableWorkspace(root: root.path, jobs: jobs)
        }
        kept.workspace = warm
        return warm
    }
}
