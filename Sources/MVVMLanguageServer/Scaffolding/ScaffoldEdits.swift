import Foundation
import MVVMGenerator
import MVVMAnalyzerCore
import MVVMRules

extension ScaffoldPlan {
    /// The workspace changes that create the plan's files under `root`: a `CreateFile` and the
    /// text for each. A file the user already created empty (`emptyFile`) is filled in place
    /// instead of being reported as a conflict.
    func workspaceChanges(root: String, fillingEmptyFile emptyFile: String? = nil) -> [WorkspaceChange] {
        files.map { file in
            .create(path: (root as NSString).appendingPathComponent(file.path), contents: file.contents)
        } + conflicts.compactMap { conflict -> WorkspaceChange? in
            let path = (root as NSString).appendingPathComponent(conflict.path)
            guard path == emptyFile else { return nil }
            return .edit(path: path, replacements: [TextReplacement(range: ByteRange(start: 0, end: 0), newText: conflict.contents)])
        }
    }
}
