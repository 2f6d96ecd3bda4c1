import Foundation
import LanguageServerProtocol
import MVVMAnalyzerCore
import MVVMRules

extension LanguageServer {
    /// `textDocument/prepareRename`: a view-model type name (declaration or reference) can be
    /// renamed; anything else cannot (`null`).
    func prepareRename(_ params: TextDocumentPositionParams) async throws -> PrepareRenameResult? {
        guard let context = navigationContext(params.textDocument.uri, params.position),
            case .type(let name, let range)? = context.symbol, let file = context.file,
            isRenamableViewModel(name, in: context.snapshot)
        else { return nil }
        return PrepareRenameResult(range: context.converter.range(range, in: file.lines), placeholder: name)
    }

    /// `textDocument/rename` on a view-model type: renames it with its views, companion types,
    /// their files and its localization key (see `PairRename`).
    func rename(_ params: RenameParams) async throws -> WorkspaceEdit? {
        guard let context = navigationContext(params.textDocument.uri, params.position),
            case .type(let name, _)? = context.symbol, isRenamableViewModel(name, in: context.snapshot)
        else {
            throw ResponseError.requestFailed("Only view-model types can be renamed by mvvm-lsp")
        }
        let changes: [WorkspaceChange]
        do {
            changes = try PairRename.changes(renaming: name, to: params.newName, in: context.snapshot)
        } catch {
            throw ResponseError.requestFailed(error.message)
        }
        return buildRenameEdit(changes, converter: context.converter)
    }

    /// `workspace/willRenameFiles`: renaming `FooViewModel.swift` to `BarViewModel.swift` renames
    /// the type and, with it, the matching view and its file.
    func willRenameFiles(_ params: RenameFilesParams) async throws -> WorkspaceEdit? {
        var changes: [WorkspaceChange] = []
        var converter: AnalysisConverter?
        for file in params.files {
            guard let oldPath = FileURI.path(of: file.oldUri), let newPath = FileURI.path(of: file.newUri),
                oldPath.hasSuffix(".swift"), newPath.hasSuffix(".swift")
            else { continue }
            let oldName = ((oldPath as NSString).lastPathComponent as NSString).deletingPathExtension
            let newName = ((newPath as NSString).lastPathComponent as NSString).deletingPathExtension
            guard let context = navigationContext(file.oldUri, nil), oldName != newName,
                context.file?.facts.types.contains(where: { $0.name == oldName && !$0.isExtension }) == true,
                isRenamableViewModel(oldName, in: context.snapshot),
                let planned = try? PairRename.changes(
                    renaming: oldName, to: newName, in: context.snapshot,
                    skippingFileRenameOf: oldPath)
            else { continue }
            changes += planned
            converter = converter ?? context.converter
        }
        guard let converter, !changes.isEmpty else { return nil }
        return buildRenameEdit(changes, converter: converter)
    }

    private func isRenamableViewModel(_ name: String, in snapshot: WorkspaceSnapshot) -> Bool {
        guard let declaration = snapshot.declaration(of: name) else { return false }
        return declaration.type.isViewModel || TypeName.looksLikeViewModel(name)
    }

    /// The edit; file renames are left out for clients that cannot rename files.
    private func buildRenameEdit(_ changes: [WorkspaceChange], converter: AnalysisConverter) -> WorkspaceEdit? {
        let builder = workspaceEditBuilder(converter: converter)
        let supported = changes.filter { change in
            if case .rename = change { return builder.unsupportedReason(for: [change]) == nil }
            return true
        }
        return builder.build(supported)
    }
}
