import LanguageServerProtocol
import MVVMAnalyzerCore

extension LanguageServer {
    /// `textDocument/codeLens`: one lens over each view model and each view; the title and
    /// command come in `codeLens/resolve`.
    func codeLenses(_ params: CodeLensParams) async throws -> [CodeLens] {
        if let path = FileURI.path(of: params.textDocument.uri) { indexProjectIfOutsideEveryRoot(ofFile: path) }
        guard let context = navigationContext(params.textDocument.uri, nil), let file = context.file else { return [] }
        return file.facts.types.filter { !$0.isExtension && (context.snapshot.isView($0) || $0.isViewModel) }.map {
            type in
            CodeLens(
                range: context.converter.range(type.nameRange, in: file.lines),
                data: .object([
                    "uri": .string(params.textDocument.uri), "offset": .number(Double(type.nameRange.start)),
                ]))
        }
    }

    /// `codeLens/resolve`: "View: `FooView`" / "ViewModel: `FooViewModel`" opening the match,
    /// "Create View" (`mvvm.createView`) on a view model no view renders; while the workspace
    /// is still being indexed, an empty title rather than a claim that nothing matches, and
    /// "…: workspace not indexed" for a file outside every workspace folder and project.
    func resolveCodeLens(_ lens: CodeLens) async throws -> CodeLens {
        guard case .string(let uri)? = lens.data?["uri"], let offset = lens.data?["offset"]?.clampedIntValue,
            let context = navigationContext(uri, nil), context.file != nil
        else {
            throw ResponseError.invalidParams("This code lens carries no mvvm-lsp data")
        }
        var resolved = lens
        let matches = context.snapshot.matchingLocations(forFile: context.path, at: offset)
        let names = matches.compactMap { location in
            context.snapshot.sourceFiles[location.path]?.facts.types.first { $0.nameRange == location.range }?.name
        }
        let isView =
            context.snapshot.enclosingType(at: offset, inFile: context.path).map(context.snapshot.isView) ?? false
        let label = isView ? "ViewModel" : "View"
        let root = analysis.view(for: context.path).root
        if names.isEmpty, root.isOutsideEveryProject {
            // No file beyond the open ones will ever be read: say so, never "No … found".
            resolved.command = Command(title: "\(label): workspace not indexed", command: "")
        } else if names.isEmpty, !root.isIndexed {
            // The match may be in a file not read yet: say nothing until the index is complete
            // (the server then asks the client to refresh its lenses).
            resolved.command = Command(title: "", command: "")
        } else if names.isEmpty, !isView,
            let type = context.snapshot.enclosingType(at: Int(offset), inFile: context.path),
            canCreateView(of: type.qualifiedName, inFile: context.path)
        {
            resolved.command = Command(
                title: "Create View", command: MVVMCommand.createView,
                arguments: [
                    .object(["viewModel": .string(type.qualifiedName), "uri": .string(uri)])
                ])
        } else if names.isEmpty {
            resolved.command = Command(title: "No \(label) found", command: "")
        } else {
            resolved.command = Command(
                title: "\(label): " + names.map { "`\($0)`" }.joined(separator: ", "),
                command: MVVMCommand.openMatchingFile,
                arguments: [
                    .string(uri),
                    .object([
                        "line": .number(Double(lens.range.start.line)),
                        "character": .number(Double(lens.range.start.character)),
                    ]),
                ])
        }
        return resolved
    }

    /// Whether the generator can infer a view for the view model (it follows a convention).
    private func canCreateView(of viewModel: String, inFile path: String) -> Bool {
        let builder = scaffoldBuilder(forPath: path)
        guard let planner = try? builder.planner(),
            let inferred = try? planner.planView(forViewModel: viewModel, options: builder.options)
        else { return false }
        return !inferred.plan.hasConflicts
    }
}
