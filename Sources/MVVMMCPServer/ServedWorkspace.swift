import Foundation
import MVVMOperations

/// The workspace `mvvm-lsp mcp` serves. It is read afresh, with its `.mvvm-lsp.yml` files, for
/// every call, so a call sees the edits an agent made since the last one.
struct ServedWorkspace: Sendable {
    let root: WorkspaceRoot
    /// Files analysed at once.
    let jobs: Int

    /// `path` (relative to the root, or absolute inside it) as an absolute path.
    func absolutePath(_ path: String) throws(ToolFailure) -> String {
        do {
            return try root.absolutePath(path)
        } catch {
            throw .failed(error.description)
        }
    }

    /// Reads the workspace, whatever its configuration says (for navigation and explanations).
    func read() -> CheckWorkspace {
        CheckWorkspace.load(root: root.path, files: nil, jobs: jobs)
    }

    /// Reads the workspace; `paths` (files or folders) narrows the files linted, not the files
    /// read, so cross-file rules see the whole workspace. Configuration errors fail the call
    /// (warnings, such as a malformed `.fosmvvm-review.yml`, do not).
    func load(linting paths: [String] = []) throws(ToolFailure) -> CheckWorkspace {
        var selection: [String] = []
        for path in paths {
            let absolute = try absolutePath(path)
            guard FileManager.default.fileExists(atPath: absolute) else { throw .failed("No such file or folder: \(path)") }
            selection.append(absolute)
        }
        let workspace = read()
        let errors = workspace.configurationErrors.filter(\.isFatal)
        guard errors.isEmpty else {
            throw .failed((["the workspace's configuration has errors:"] + errors.map { "  \($0)" })
                .joined(separator: "\n"))
        }
        return paths.isEmpty ? workspace : workspace.narrowed(to: selection)
    }
}
