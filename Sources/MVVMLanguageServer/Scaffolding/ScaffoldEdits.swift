import Foundation
import MVVMGenerator
import MVVMAnalyzerCore
import MVVMRules

extension ScaffoldPlan {
    /// The workspace changes that create the plan's files under `root`: a `CreateFile` and the
    /// text for each. Conflicting files the user already created empty (`emptyFiles`, absolute
    /// paths) are filled in place.
    func workspaceChanges(root: String, fillingEmptyFiles emptyFiles: Set<String> = []) -> [WorkspaceChange] {
        files.map { file in
            .create(path: (root as NSString).appendingPathComponent(file.path), contents: file.contents)
        }
            + conflicts.compactMap { conflict -> WorkspaceChange? in
                let path = (root as NSString).appendingPathComponent(conflict.path)
                guard emptyFiles.contains(path) else { return nil }
                return .edit(
                    path: path,
                    replacements: [TextReplacement(range: ByteRange(start: 0, end: 0), newText: conflict.contents)])
            }
    }
}
