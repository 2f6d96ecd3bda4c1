import MVVMAnalyzerCore

/// Which convention each module of a workspace follows and why, as `check
/// --explain-convention` prints it and the server logs it: per module its kind, and for app
/// code how many files each convention governs, with one piece of evidence for each.
public struct ConventionReport: Sendable {
    /// How many of a module's files follow one convention, with the first file's decision.
    public struct ConventionShare: Sendable {
        public var convention: Convention
        public var files: Int
        /// A file of the share and its decision, as the example shown.
        public var example: String
        public var decision: ConventionDecision
    }

    /// One module's part of the report.
    public struct ModuleEntry: Sendable {
        public var module: SwiftModule
        public var kind: ModuleKind
        public var fileCount: Int
        /// Whether the configuration lints it although it is not app code (`lintNonAppCode`).
        public var lintedAnyway: Bool
        /// Per convention (FOSMVVM, contract, plain order); empty for code that is not app code.
        public var conventions: [ConventionShare]
    }

    public let root: String
    public let entries: [ModuleEntry]

    public init(workspace: WorkspaceSnapshot, linter: Linter) {
        root = workspace.modules.root
        var pathsByModule: [SwiftModule: [String]] = [:]
        for path in workspace.sourceFiles.keys.sorted() where !ModuleMap.isManifest(path) {
            pathsByModule[workspace.modules.module(containing: path), default: []].append(path)
        }
        entries = pathsByModule.keys.sorted { $0.root < $1.root }.map { module in
            let paths = pathsByModule[module]!
            let kind =
                paths.contains(where: workspace.isAppCode) ? ModuleKind.app : workspace.moduleKind(ofFile: paths[0])
            var conventions: [ConventionShare] = []
            if kind == .app {
                let decisions = paths.filter(workspace.isAppCode).map {
                    ($0, linter.convention(forFile: $0, in: workspace))
                }
                for convention in Convention.allCases {
                    let matching = decisions.filter { $0.1.convention == convention }
                    guard let first = matching.first(where: { $0.1.scope == .file }) ?? matching.first else { continue }
                    conventions.append(
                        ConventionShare(
                            convention: convention, files: matching.count,
                            example: first.0, decision: first.1))
                }
            }
            return ModuleEntry(
                module: module, kind: kind, fileCount: paths.count,
                lintedAnyway: linter.configuration.resolved(forFile: paths[0]).lintNonAppCode,
                conventions: conventions)
        }
    }

    /// The report as text, one module a paragraph.
    public var text: String {
        var lines: [String] = []
        for entry in entries {
            let place = relative(entry.module.root).isEmpty ? "." : relative(entry.module.root)
            lines.append(
                "\(place) — module \(entry.module.name), \(Self.describe(entry.kind, linted: entry.lintedAnyway)), "
                    + "\(entry.fileCount) Swift file\(entry.fileCount == 1 ? "" : "s")")
            for convention in entry.conventions {
                let example =
                    convention.decision.scope == .file
                    ? "e.g. \(relative(convention.example)): \(convention.decision.reason)"
                    : convention.decision.reason
                lines.append(
                    "  \(convention.convention.rawValue): \(convention.files) file\(convention.files == 1 ? "" : "s") — \(example)"
                )
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func describe(_ kind: ModuleKind, linted: Bool) -> String {
        let suffix = linted ? "linted (lintNonAppCode)" : "not linted"
        switch kind {
        case .app: return "app code"
        case .tests: return "tests, \(suffix)"
        case .tool: return "tools, \(suffix)"
        case .conventionLibrary: return "the convention's own library, \(suffix)"
        }
    }

    private func relative(_ path: String) -> String {
        path == root ? "" : RelativePath.display(path, in: root)
    }
}
