import LanguageServerProtocol
import MVVMAnalyzerCore
import MVVMRules

/// One file's findings, computed on one generation of the workspace.
struct LintOutcome: Sendable {
    let path: String
    let generation: UInt64
    /// The analyzer's findings, with their fixes (empty for non-Swift files).
    let findings: [Finding]
    /// The findings as LSP diagnostics, same order.
    let diagnostics: [LanguageServerProtocol.Diagnostic]
    /// The parsed file the findings were computed on, when it is a Swift file.
    let file: SourceFile?
    let converter: AnalysisConverter
}

extension LanguageServer {
    /// Lints the file at `path` as the workspace holds it now (open buffers included).
    func lint(path: String) -> LintOutcome {
        let view = analysis.view(for: path)
        let clientURIs = openDocumentURIsByPath()
        let converter = AnalysisConverter(
            encoding: positionEncoding, snapshot: view.root.snapshot,
            clientURIs: clientURIs)
        if let error = view.root.configurationErrors[path] {
            let diagnostic = AnalysisConverter.configurationDiagnostic(
                error, lines: converter.lineTable(ofPath: path), encoding: positionEncoding)
            return LintOutcome(
                path: path, generation: view.generation, findings: [], diagnostics: [diagnostic],
                file: nil, converter: converter)
        }
        let localization = view.root.snapshot.localization
        if let problem = (localization.files[path] ?? localization.ignoredYAMLFiles[path])?.problem {
            // A localization file that is not YAML would otherwise fail silently.
            let error = ConfigurationError(
                path: path, line: problem.line, column: problem.column,
                message: "Localization file is not valid YAML: \(problem.message)")
            let diagnostic = AnalysisConverter.configurationDiagnostic(
                error, lines: converter.lineTable(ofPath: path), encoding: positionEncoding)
            return LintOutcome(
                path: path, generation: view.generation, findings: [], diagnostics: [diagnostic],
                file: nil, converter: converter)
        }
        guard let file = view.root.snapshot.sourceFiles[path] else {
            return LintOutcome(
                path: path, generation: view.generation, findings: [], diagnostics: [],
                file: nil, converter: converter)
        }
        // Open documents are linted on every keystroke: reuse what the edit did not touch.
        let isOpen = clientURIs[path] != nil
        let previous = isOpen ? lintMemos.withLock { $0[path] } : nil
        let linter = Linter(configuration: view.root.configuration)
        // An open document's lint answers typing: indexing waits for it (`DocumentWorkGate`).
        let lint = { linter.lint(path: path, in: view.root.snapshot, reusing: previous) }
        var (findings, memo) = isOpen ? documentWork.run(lint) : lint()
        if isOpen, let memo {
            lintMemos.withLock { $0[path] = memo }
            if memo.reusedUnitCount > 0 {
                logger.debug("Linted \(path) reusing the findings of \(memo.reusedUnitCount) untouched declaration(s)")
            }
        }
        if !view.root.isIndexed {
            // Only what the rest of the workspace cannot change is shown before it is read.
            findings = linter.findingsKnownBeforeIndexing(findings, path: path, in: view.root.snapshot)
        }
        let shown = applyingBaseline(
            findings, path: path, lines: file.lines, configuration: view.root.configuration,
            snapshot: view.root.snapshot)
        let diagnostics = shown.findings.enumerated().map { index, finding in
            var diagnostic = converter.convert(finding, lines: file.lines)
            if shown.baselined.contains(index) { diagnostic.severity = .hint }
            return diagnostic
        }
        return LintOutcome(
            path: path, generation: view.generation, findings: shown.findings,
            diagnostics: diagnostics, file: file, converter: converter)
    }

    /// The client's URI of every open document, by file path.
    func openDocumentURIsByPath() -> [String: DocumentURI] {
        var uris: [String: DocumentURI] = [:]
        for document in documents.all {
            if let path = FileURI.path(of: document.uri) { uris[path] = document.uri }
        }
        return uris
    }
}
