import MVVMAnalyzerCore
import SwiftSyntax

/// Every call of a file, in source order and by the offset where it starts, found in one walk:
/// so that a rule asking about a thousand calls of one file (where each view is built) does
/// not search the tree a thousand times.
struct CallIndex: Sendable {
    /// The calls in source order.
    let calls: [FunctionCallExprSyntax]
    /// The innermost call starting at each offset (`Row(…)` of `Row(…).padding()`).
    private let callsByStart: [Int: FunctionCallExprSyntax]

    init(_ tree: SourceFileSyntax) {
        let collector = CallCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        calls = collector.calls
        var byStart: [Int: FunctionCallExprSyntax] = [:]
        for call in collector.calls { byStart[ByteRange(call).start] = call }
        callsByStart = byStart
    }

    /// The innermost call starting at `offset`.
    func call(startingAt offset: Int) -> FunctionCallExprSyntax? {
        callsByStart[offset]
    }
}

extension WorkspaceSnapshot {
    /// The call index of the workspace's file at `path`, made once per state of the workspace.
    func callIndex(ofFile file: SourceFile) -> CallIndex {
        derived.value(DerivedValueKey("call index", file.path)) { CallIndex(file.tree) }
    }
}

private final class CallCollector: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }
}
