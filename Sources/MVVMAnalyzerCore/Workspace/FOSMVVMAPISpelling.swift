import SwiftSyntax

/// Which FOSMVVM API a workspace's code is written against, read from the spellings only one
/// of them has: the `seeds` spelling's `errorBinding:`/`asyncAction:` arguments and `VaporViewModelFactory`,
/// or FOSUtilities 0.13's `error:` argument of `Button`/`alert`/`task` and
/// `VaporResponseBodyFactory`.
public enum FOSMVVMAPISpelling: Sendable, Hashable {
    case seeds
    case current

    /// The spelling most of the workspace's files use (see `dominant(in:)`), computed once per
    /// state of the workspace: scaffold code actions ask on every request.
    public static func dominant(in workspace: WorkspaceSnapshot) -> FOSMVVMAPISpelling? {
        cache.value(root: workspace.root, revision: workspace.changeStamp) {
            dominant(in: workspace.sourceFiles.values)
        }
    }

    private static let cache = WorkspaceStateCache<FOSMVVMAPISpelling?>()

    /// The spelling most of `files` use; nil when none shows either or both are as common.
    public static func dominant(in files: some Sequence<SourceFile>) -> FOSMVVMAPISpelling? {
        let counter = SpellingCounter(viewMode: .sourceAccurate)
        // Only files that import FOSMVVM and hold one of the telling words are parsed.
        let words = ["errorBinding", "asyncAction", "error:", "VaporViewModelFactory", "VaporResponseBodyFactory"]
        for file in files {
            let text = file.text // decoded once from the file's bytes
            guard text.contains("FOSMVVM"), words.contains(where: text.contains) else { continue }
            counter.walk(file.tree)
        }
        if counter.seeds > counter.current { return .seeds }
        if counter.current > counter.seeds { return .current }
        return nil
    }
}

private final class SpellingCounter: SyntaxVisitor {
    private static let errorReceivingCalls: Set<String> = ["Button", "alert", "task"]
    var seeds = 0
    var current = 0

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.arguments.compactMap { $0.label?.text }
        if labels.contains("errorBinding") || labels.contains("asyncAction") {
            seeds += 1
        } else if labels.contains("error"), Self.errorReceivingCalls.contains(calledName(node.calledExpression)) {
            current += 1
        }
        return .visitChildren
    }

    override func visit(_ node: InheritedTypeSyntax) -> SyntaxVisitorContinueKind {
        switch node.type.trimmedDescription {
        case "VaporViewModelFactory": seeds += 1
        case "VaporResponseBodyFactory": current += 1
        default: break
        }
        return .visitChildren
    }

    private func calledName(_ expression: ExprSyntax) -> String {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return ""
    }
}
