import LanguageServerProtocol
import MVVMAnalyzerCore
import MVVMRules

/// What a navigation request needs: the file, the cursor as a byte offset, the workspace.
struct NavigationContext {
    let path: String
    let offset: Int?
    let snapshot: WorkspaceSnapshot
    let converter: AnalysisConverter

    var file: SourceFile? { snapshot.sourceFiles[path] }
    var symbol: SymbolAtPosition? {
        file.flatMap { file in offset.flatMap { SymbolAtPosition.find(at: $0, in: file) } }
    }
}

extension LanguageServer {
    func navigationContext(_ uri: DocumentURI, _ position: Position?) -> NavigationContext? {
        guard let path = FileURI.path(of: uri) else { return nil }
        let view = analysis.view(for: path)
        let converter = AnalysisConverter(
            encoding: positionEncoding, snapshot: view.root.snapshot,
            clientURIs: openDocumentURIsByPath())
        let offset = position.flatMap { position in
            converter.lineTable(ofPath: path).map { converter.offset(of: position, in: $0) }
        }
        return NavigationContext(path: path, offset: offset, snapshot: view.root.snapshot, converter: converter)
    }

    /// `mvvm/matchingFile`: a view's view models, a view model's views, a YAML file's view models.
    func matchingFile(_ params: MatchingFileParams) async throws -> [Location] {
        try await answerOnceIndexed(params.textDocument.uri, isEmpty: \.isEmpty) {
            guard let context = navigationContext(params.textDocument.uri, params.position) else { return [] }
            return context.snapshot.matchingLocations(forFile: context.path, at: context.offset)
                .compactMap(context.converter.location)
        }
    }

    /// `textDocument/definition`: a view-model member used in a view (`viewModel.title`), or a
    /// type name (a declared type, else a `typealias`), across files.
    func definition(_ params: TextDocumentPositionParams) async throws -> [Location] {
        try await answerOnceIndexed(params.textDocument.uri, isEmpty: \.isEmpty) { definitionLocations(params) }
    }

    private func definitionLocations(_ params: TextDocumentPositionParams) -> [Location] {
        guard let context = navigationContext(params.textDocument.uri, params.position),
            let offset = context.offset
        else { return [] }
        switch context.symbol {
        case .memberAccess(let holder, let member, _):
            guard let viewModel = context.snapshot.viewModelHeld(by: holder, at: offset, inFile: context.path),
                let declaration = context.snapshot.declarationOfMember(member, ofType: viewModel)
            else { return [] }
            return [declaration].compactMap(context.converter.location)
        case .type(let name, _):
            if let declaration = context.snapshot.declaration(of: name, near: context.path) {
                return [SymbolLocation(path: declaration.path, range: declaration.type.nameRange)]
                    .compactMap(context.converter.location)
            }
            return [context.snapshot.typeAlias(named: name, near: context.path)].compactMap { $0 }
                .compactMap(context.converter.location)
        case .memberDeclaration, nil:
            return []
        }
    }

    /// `textDocument/references`: the uses of a view-model property (or method) in the views
    /// that render the view model.
    func references(_ params: ReferenceParams) async throws -> [Location] {
        try await answerOnceIndexed(params.textDocument.uri, isEmpty: \.isEmpty) { referenceLocations(params) }
    }

    private func referenceLocations(_ params: ReferenceParams) -> [Location] {
        guard let context = navigationContext(params.textDocument.uri, params.position),
            let (viewModel, member) = viewModelMember(at: context)
        else { return [] }
        var locations = context.snapshot.usesOfMember(member, ofViewModel: viewModel)
        if params.context.includeDeclaration,
            let declaration = context.snapshot.declarationOfMember(member, ofType: viewModel)
        {
            locations.insert(declaration, at: 0)
        }
        return locations.compactMap(context.converter.location)
    }

    /// `textDocument/hover`: over a finding, its rule and the rule's defaults per convention
    /// with the reason (`RuleHover.swift`); the localized texts of a view-model property, per
    /// locale, from the localization YAML files; on the name of a view or view model, the
    /// convention the rules apply to it and why. Before the workspace is indexed, a hover on a
    /// symbol says so: what it shows is what is known, and nothing it leaves out is absent.
    func hover(_ params: TextDocumentPositionParams) async throws -> Hover? {
        let path = FileURI.path(of: params.textDocument.uri)
        if let path { indexProjectIfOutsideEveryRoot(ofFile: path) }
        let isIndexed = if let path { await waitUntilIndexed(path, upTo: Self.hoverIndexingWait) } else { true }
        var contents = hoverContents(params)
        if !isIndexed, let path {
            let reason = notIndexedReason(path)
            contents =
                contents.map { known in
                    Hover(contents: .markdown(known.contents.value + "\n\n_\(reason)_"), range: known.range)
                } ?? notIndexedHover(params, reason: reason)
        }
        guard let rules = ruleHover(params) else { return contents }
        guard let contents else { return rules }
        return Hover(
            contents: .markdown(contents.contents.value + "\n\n---\n\n" + rules.contents.value),
            range: contents.range ?? rules.range)
    }

    /// On a symbol hover could say something about, why nothing is known of it yet.
    private func notIndexedHover(_ params: TextDocumentPositionParams, reason: String) -> Hover? {
        guard let context = navigationContext(params.textDocument.uri, params.position), context.symbol != nil else {
            return nil
        }
        return Hover(contents: .markdown("_\(reason)_"), range: nil)
    }

    private func hoverContents(_ params: TextDocumentPositionParams) -> Hover? {
        guard let context = navigationContext(params.textDocument.uri, params.position) else { return nil }
        if let hover = conventionHover(at: context) { return hover }
        guard let (viewModel, member) = viewModelMember(at: context) else { return nil }
        let entries = context.snapshot.localizedEntries(ofProperty: member, ofType: viewModel)
        guard !entries.isEmpty else { return nil }
        var lines = ["**\(viewModel).\(member)**", "", "| locale | text |", "|---|---|"]
        for entry in entries {
            let text = (entry.text ?? "…").replacingOccurrences(of: "|", with: "\\|")
                .replacingOccurrences(of: "\n", with: "<br>")
            lines.append("| \(entry.locale) | \(text) |")
        }
        let range: LanguageServerProtocol.Range? =
            switch context.symbol {
            case .memberAccess(_, _, let range), .memberDeclaration(_, let range), .type(_, let range):
                context.file.map { context.converter.range(range, in: $0.lines) }
            case nil: nil
            }
        return Hover(contents: .markdown(lines.joined(separator: "\n")), range: range)
    }

    /// The convention of the view, view model, request or localizable error whose declared name
    /// is under the cursor, and the FOSMVVM kind it is.
    private func conventionHover(at context: NavigationContext) -> Hover? {
        guard let offset = context.offset, let file = context.file,
            let type = file.facts.types.first(where: { $0.nameRange.start <= offset && offset <= $0.nameRange.end }),
            !type.isExtension
        else { return nil }
        // What FOSMVVM makes of it, with the conformances its extensions add (`ComposableFactory`, …).
        var declared = type
        declared.inheritedTypes += context.snapshot.types(named: type.name).filter(\.type.isExtension).flatMap(
            \.type.inheritedTypes)
        var kind = declared.fosmvvmKindSummary
        guard type.isView || type.isViewModel || kind != nil else { return nil }
        let root = analysis.view(for: context.path).root
        let decision = Linter(configuration: root.configuration).convention(forFile: context.path, in: context.snapshot)
        if decision.convention != .fosmvvm {
            guard type.isView || type.isViewModel else { return nil }
            kind = nil
        }
        let module = context.snapshot.modules.module(containing: context.path)
        let moduleKind = context.snapshot.moduleKind(ofFile: context.path)
        var text =
            "**\(type.name)** — convention **\(decision.convention.rawValue)**: \(decision.reason)\n\n"
            + "Module `\(module.name)`"
        if moduleKind != .app { text += " (\(moduleKind.rawValue): not linted unless `lintNonAppCode: true`)" }
        if let kind { text += "\n\n" + kind }
        return Hover(contents: .markdown(text), range: context.converter.range(type.nameRange, in: file.lines))
    }

    /// The view model and member named at the cursor: `viewModel.title` in a view, or the
    /// declaration of `title` in a view model.
    private func viewModelMember(at context: NavigationContext) -> (viewModel: String, member: String)? {
        guard let offset = context.offset else { return nil }
        switch context.symbol {
        case .memberAccess(let holder, let member, _):
            return context.snapshot.viewModelHeld(by: holder, at: offset, inFile: context.path).map { ($0, member) }
        case .memberDeclaration(let name, _):
            guard let type = context.snapshot.enclosingType(at: offset, inFile: context.path),
                type.isViewModel || TypeName.looksLikeViewModel(type.name)
            else { return nil }
            return (type.qualifiedName, name)
        case .type, nil:
            return nil
        }
    }
}
