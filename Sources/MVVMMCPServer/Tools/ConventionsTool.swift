import MVVMAnalyzerCore
import MVVMOperations
import MVVMRules

/// `conventions`: which convention each module follows and why (`check --explain-convention`).
enum ConventionsTool: WorkspaceTool {
    static let name = "conventions"
    static let description = """
        Tell which MVVM convention (fosmvvm, contract or plain) each module of the workspace \
        follows, with the evidence, as `mvvm-lsp check --explain-convention` prints it. The \
        rules and the scaffold generator follow these decisions. Call it before writing or \
        scaffolding code in an unfamiliar workspace, to write in the convention already there.
        """
    static let isReadOnly = true

    /// The tool takes no arguments.
    struct Arguments: ToolArguments {
        enum CodingKeys: CodingKey, CaseIterable {}

        static func parameter(_ key: CodingKeys) -> ToolParameter {}
    }

    static func call(_ arguments: Arguments, in workspace: MCPWorkspace) throws(ToolFailure) -> ToolOutput {
        let report = workspace.read().conventionReport
        return try ToolOutput(ConventionsAnswer(report, root: workspace.root), text: report.text)
    }
}

private struct ConventionsAnswer: Encodable {
    struct Module: Encodable {
        let path: String
        let module: String
        /// app, tests, tool or conventionLibrary; only app code is linted unless lintNonAppCode.
        let kind: String
        let files: Int
        let linted: Bool
        let conventions: [Share]
    }

    struct Share: Encodable {
        let convention: String
        let files: Int
        /// A file of the share, and the evidence that decided it.
        let example: String
        let reason: String
    }

    let modules: [Module]

    init(_ report: ConventionReport, root: WorkspaceRoot) {
        modules = report.entries.map { entry in
            Module(
                path: root.relativePath(entry.module.root),
                module: entry.module.name, kind: entry.kind.rawValue, files: entry.fileCount,
                linted: entry.kind == .app || entry.lintedAnyway,
                conventions: entry.conventions.map {
                    Share(
                        convention: $0.convention.rawValue, files: $0.files,
                        example: root.relativePath($0.example), reason: $0.decision.reason)
                })
        }
    }
}
