import MVVMAnalyzerCore
import SwiftSyntax

/// `.onAppear { Task { … } }`: the unstructured task a view starts on appearing, and the
/// `.task { … }` (or other loading modifier) a fix turns it into.
enum OnAppearTask {
    /// `Task { … }` as a statement (not stored, so never cancelled).
    static func taskCall(_ item: CodeBlockItemSyntax.Item) -> FunctionCallExprSyntax? {
        guard let call = item.as(FunctionCallExprSyntax.self), call.isDirectCall, call.calleeName == "Task" else {
            return nil
        }
        return call
    }

    /// The task's closure, its lines moved left by the indentation `Task` has beyond `onAppear`
    /// (`name`), so that it reads right as the closure of the modifier replacing `onAppear`.
    static func dedented(
        _ body: ClosureExprSyntax, from task: FunctionCallExprSyntax, to name: TokenSyntax, lines: LineTable
    ) -> String {
        let taskStart = ByteRange(task).start
        guard lines.lineIndex(containing: taskStart) != lines.lineIndex(containing: ByteRange(name).start) else {
            return body.trimmedText
        }
        let extra =
            lines.indentation(ofLineContaining: taskStart).count
            - lines.indentation(ofLineContaining: ByteRange(name).start).count
        return body.trimmedText.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
            index, line in
            guard index > 0 else { return String(line) }
            let removable = min(max(0, extra), line.prefix { $0 == " " }.count)
            return String(line.dropFirst(removable))
        }.joined(separator: "\n")
    }
}
