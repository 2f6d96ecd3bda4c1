import LanguageServerProtocol
import MVVMAnalyzerCore
import MVVMRules

extension LanguageServer {
    /// `textDocument/codeAction`: the fixes of the findings on the range's lines, "disable <rule>
    /// for this line / file", scaffolds, and `source.fixAll.mvvm` for every safe fix in the file.
    func codeActions(_ params: CodeActionParams) async throws -> [CodeAction] {
        guard let path = FileURI.path(of: params.textDocument.uri) else { return [] }
        let outcome = lint(path: path)
        guard let file = outcome.file else { return [] } // not a Swift file of the workspace
        let builder = workspaceEditBuilder(converter: outcome.converter)
        let requested = params.context.only
        func wanted(_ kind: CodeActionKind) -> Bool {
            requested.map { filters in filters.contains { kind.isIncluded(in: $0) } } ?? true
        }
        let unit: ColumnUnit = positionEncoding == .utf8 ? .utf8 : .utf16
        let start = file.lines.offset(
            of: LineColumn(line: params.range.start.line, column: params.range.start.character), unit: unit)
        let end = file.lines.offset(
            of: LineColumn(line: params.range.end.line, column: params.range.end.character), unit: unit)

        var actions: [CodeAction] = []
        if wanted(.quickFix) {
            // The fixes of every finding on the lines of the range: the cursor need not be on
            // the flagged token.
            let lines = (
                file.lines.rangeIncludingTerminator(ofLine: file.lines.lineIndex(containing: start)).start,
                file.lines.rangeIncludingTerminator(ofLine: file.lines.lineIndex(containing: end)).end
            )
            let inRange = outcome.findings.indices.filter { index in
                let range = outcome.findings[index].range
                return range.start < lines.1 && lines.0 <= range.end
            }
            for index in inRange {
                let finding = outcome.findings[index]
                let diagnostic = outcome.diagnostics[index]
                for fix in finding.fixes {
                    guard let edit = builder.build(fix.changes) else { continue }
                    actions.append(
                        CodeAction(
                            title: fix.title, kind: .quickFix, diagnostics: [diagnostic],
                            isPreferred: fix.isPreferred ? true : nil, edit: edit))
                }
            }
            let ruleIDs = inRange.map { outcome.findings[$0].ruleID }
            for ruleID in orderedUnique(ruleIDs) where ruleID != SuppressionRuleID.superfluous {
                let index = inRange.first { outcome.findings[$0].ruleID == ruleID }!
                let line = file.lines.lineIndex(containing: outcome.findings[index].range.start)
                let related = inRange.filter { outcome.findings[$0].ruleID == ruleID }.map { outcome.diagnostics[$0] }
                for (title, replacements) in [
                    (
                        "Disable \(ruleID) for this line",
                        SuppressionActions.disableForLine(ruleID: ruleID, line: line, in: file)
                    ),
                    ("Disable \(ruleID) for this file", SuppressionActions.disableForFile(ruleID: ruleID, in: file)),
                ] where !replacements.isEmpty {
                    if let edit = builder.build([.edit(path: path, replacements: replacements)]) {
                        actions.append(CodeAction(title: title, kind: .quickFix, diagnostics: related, edit: edit))
                    }
                }
            }
        }
        if wanted(.refactorScaffoldMVVM), let context = navigationContext(params.textDocument.uri, params.range.start) {
            actions += scaffoldCodeActions(context, range: ByteRange(start: start, end: end))
        }
        if wanted(.sourceFixAllMVVM) {
            let replacements = FixAll.replacements(for: outcome.findings, path: path)
            if !replacements.isEmpty, let edit = builder.build([.edit(path: path, replacements: replacements)]) {
                actions.append(
                    CodeAction(title: "Fix all auto-fixable mvvm-lsp issues", kind: .sourceFixAllMVVM, edit: edit))
            }
        }
        return actions
    }

    func workspaceEditBuilder(converter: AnalysisConverter) -> WorkspaceEditBuilder {
        let capabilities = state.withLock { $0.clientCapabilities }.workspace?.workspaceEdit
        let resourceOperations = Set(capabilities?.resourceOperations ?? [])
        return WorkspaceEditBuilder(
            converter: converter,
            openVersions: documents.versions,
            // Resource operations exist only inside `documentChanges`: a client listing them takes
            // `documentChanges` even when it does not say so (Neovim).
            supportsDocumentChanges: capabilities?.documentChanges ?? !resourceOperations.isEmpty,
            resourceOperations: resourceOperations)
    }
}

/// The id of the rule that reports unused suppression comments (disabling it by a comment
/// would itself be a suppression).
enum SuppressionRuleID {
    static let superfluous = "mvvm/superfluous-suppression"
}

private func orderedUnique(_ values: [String]) -> [String] {
    var seen = Set<String>()
    return values.filter { seen.insert($0).inserted }
}
