import Foundation
import LanguageServerProtocol
import MVVMAnalyzerCore
import MVVMOperations
import MVVMRules

extension LanguageServer {
    /// `mvvm/status`: the server's version and encoding, and per workspace folder its index
    /// state, files, configuration files and each module's convention with its evidence (the
    /// modules once the folder is indexed: before, a convention could be decided from part of
    /// the evidence).
    func status(_ params: EmptyParams) async throws -> ServerStatus {
        let roots = analysis.allRoots().map(\.root).sorted { $0.snapshot.root < $1.snapshot.root }
        return ServerStatus(
            name: ServerIdentity.name, version: ServerIdentity.version,
            positionEncoding: positionEncoding, roots: roots.map(Self.status(of:)))
    }

    private static func status(of root: EditorWorkspace.Root) -> WorkspaceFolderStatus {
        let path = root.snapshot.root
        let state: WorkspaceFolderStatus.IndexState =
            root.isOutsideEveryProject
            ? .outsideEveryProject : root.isIndexed ? .indexed : root.indexing != nil ? .indexing : .waiting
        let relative = { (file: String) in RelativePath.display(file, in: path) }
        let configurationFiles = root.configuration.sourceTexts.keys.filter { $0.hasPrefix("/") }.map(relative).sorted()
        let errors = root.configurationErrors.values.map(\.description).sorted()
        var modules: [ModuleStatus] = []
        if state == .indexed {
            let report = ConventionReport(workspace: root.snapshot, linter: Linter(configuration: root.configuration))
            modules = report.entries.map { entry in
                ModuleStatus(
                    name: entry.module.name, path: relative(entry.module.root), kind: entry.kind.rawValue,
                    files: entry.fileCount, linted: entry.kind == .app || entry.lintedAnyway,
                    conventions: entry.conventions.map { share in
                        ConventionShareStatus(
                            convention: share.convention.rawValue, files: share.files,
                            evidence: share.decision.reason, example: relative(share.example))
                    })
            }
        }
        return WorkspaceFolderStatus(
            uri: FileURI.uri(ofFolder: path), path: path, state: state, files: root.snapshot.sourceFiles.count,
            configurationFiles: configurationFiles, configurationErrors: errors, modules: modules)
    }
}
