import Foundation
import LanguageServerProtocol
import MVVMAnalyzerCore
import MVVMOperations
import MVVMRules

/// Turns analyzer values — byte ranges in files, findings — into LSP values: URIs, ranges in the
/// negotiated encoding, diagnostics with rule links.
struct AnalysisConverter: Sendable {
    let encoding: PositionEncodingKind
    /// The snapshot the findings were computed on; other files' ranges are read from it.
    let snapshot: WorkspaceSnapshot
    /// URIs the client used for open documents, by path (echoed back unchanged).
    let clientURIs: [String: DocumentURI]

    func uri(ofPath path: String) -> DocumentURI {
        clientURIs[path] ?? FileURI.uri(ofPath: path)
    }

    /// The line table of a file as the workspace holds it (open buffers included): from the
    /// snapshot for Swift and localization files, else read from disk.
    func lineTable(ofPath path: String) -> LineTable? {
        if let file = snapshot.sourceFiles[path] { return file.lines }
        if let file = snapshot.localization.files[path] ?? snapshot.localization.ignoredYAMLFiles[path] {
            return file.lines
        }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return LineTable(text)
    }

    /// The LSP location of a place in a workspace file.
    func location(_ location: SymbolLocation) -> Location? {
        guard let lines = lineTable(ofPath: location.path) else { return nil }
        return Location(uri: uri(ofPath: location.path), range: range(location.range, in: lines))
    }

    /// The UTF-8 offset of an LSP position in `lines`.
    func offset(of position: Position, in lines: LineTable) -> Int {
        lines.offset(
            of: LineColumn(line: position.line, column: position.character), unit: encoding == .utf8 ? .utf8 : .utf16)
    }

    func range(_ byteRange: ByteRange, in lines: LineTable) -> LanguageServerProtocol.Range {
        let unit: ColumnUnit = encoding == .utf8 ? .utf8 : .utf16
        let start = lines.position(ofOffset: byteRange.start, unit: unit)
        let end = lines.position(ofOffset: byteRange.end, unit: unit)
        return LanguageServerProtocol.Range(
            start: Position(line: start.line, character: start.column),
            end: Position(line: end.line, character: end.column))
    }

    func convert(_ finding: Finding, lines: LineTable) -> LanguageServerProtocol.Diagnostic {
        let related = finding.relatedLocations.compactMap { location -> DiagnosticRelatedInformation? in
            guard let otherLines = location.path == finding.path ? lines : lineTable(ofPath: location.path) else {
                return nil
            }
            return DiagnosticRelatedInformation(
                location: Location(uri: uri(ofPath: location.path), range: range(location.range, in: otherLines)),
                message: location.message)
        }
        let tags = finding.tags.map { tag -> LanguageServerProtocol.DiagnosticTag in
            switch tag {
            case .unnecessary: return .unnecessary
            case .deprecated: return .deprecated
            }
        }
        return LanguageServerProtocol.Diagnostic(
            range: range(finding.range, in: lines),
            severity: Self.severity(finding.severity),
            code: finding.ruleID,
            codeDescription: CodeDescription(href: RuleDocumentation.url(forRule: finding.ruleID)),
            source: ServerIdentity.name,
            message: finding.message,
            tags: tags.isEmpty ? nil : tags.sorted { $0.rawValue < $1.rawValue },
            relatedInformation: related.isEmpty ? nil : related)
    }

    static func severity(_ severity: Severity) -> DiagnosticSeverity {
        switch severity {
        case .error: return .error
        case .warning: return .warning
        case .info: return .information
        }
    }

    /// A diagnostic for a configuration file that could not be used: it points at the
    /// offending line.
    static func configurationDiagnostic(
        _ error: ConfigurationError, lines: LineTable?,
        encoding: PositionEncodingKind
    ) -> LanguageServerProtocol.Diagnostic {
        let line = max(0, error.line - 1)
        var range = LanguageServerProtocol.Range(
            start: Position(line: line, character: max(0, error.column - 1)),
            end: Position(line: line, character: max(0, error.column - 1)))
        if let lines, line < lines.lineCount {
            let unit: ColumnUnit = encoding == .utf8 ? .utf8 : .utf16
            let end = lines.position(ofOffset: lines.contentEnd(ofLine: line), unit: unit)
            range.end = Position(line: end.line, character: end.column)
            if range.start.character > range.end.character { range.start.character = 0 }
        }
        return LanguageServerProtocol.Diagnostic(
            range: range, severity: error.isFatal ? .error : .warning, code: "configuration", codeDescription: nil,
            source: ServerIdentity.name, message: error.message)
    }
}
